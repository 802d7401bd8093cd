#include <cstdio>
int counter_host() {
  unsigned long long hits = 0;
  float total = 0.0f;
  atomicAdd(&hits, 1ull);
  atomicAdd(&total, 2.5f);
  unsigned flags = 0;
  atomicOr(&flags, 4u);
  double d = 0;
  atomicAdd(&d, 1.0);
  printf("%llu %f %u %f\n", hits, total, flags, d);
  return 0;
}
