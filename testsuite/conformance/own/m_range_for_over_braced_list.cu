#include <initializer_list>
__global__ void k(int *p) { }
int host() {
  int arr[] = {1, 2, 3, 4};
  int s = 0;
  for (int v : arr) s += v;
  for (auto &v : arr) v *= 2;
  for (int x : {5, 6, 7}) s += x;
  k<<<1, 1>>>(arr);
  return s;
}
