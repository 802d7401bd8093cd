__global__ void k(int x) {}
template <typename T> __global__ void kt(T x) {}
template <typename T> void ht(T v) { k<<<>>>(v); kt<<<1,2,3,4,5>>>(v); }
void h() {
  k<<<>>>();
  k<<<1,2,3,4,5>>>(1, 2);
  kt<<<>>>(1);
  auto l = [] { k<<<>>>(3); };
  k<<<dim3(1,2), 4, 0, 0, 0>>>(1);
}
