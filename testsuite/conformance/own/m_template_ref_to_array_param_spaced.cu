template <typename T, unsigned BS>
__device__ void load_tile(T (&tile)[BS][BS], const T *src, int ld) { tile[0][0] = src[ld]; }
template <typename T, unsigned BS = 16>
__global__ void mm(const T *A, int n) {
  __shared__ T a[BS][BS];
  load_tile(a, A, n);
}
void go(const float *A, int n) { mm<float><<<1, 1>>>(A, n); }
