// FLAGS: -rdc=true
__global__ void k(float *out) {
  __shared__ float a[32];
  static __shared__ int b;
  extern __shared__ float dyn[];
  extern __shared__ float c[4];
  __shared__ __align__(16) float al[4];
  static __device__ int dv;
  extern __device__ int ev;
  a[0] = out[0] + dyn[0] + c[0] + b + al[0] + dv + ev;
}
__device__ void f(float *out) {
  __shared__ float a[32];
  a[0] = out[0];
}
int main() { k<<<1, 1>>>(0); }
