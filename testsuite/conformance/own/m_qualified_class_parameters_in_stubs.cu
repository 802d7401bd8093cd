// DESC: a kernel's volatile vector-type pointer parameter is spelled with its struct tag, and a template instance's wrapper keeps the const of a class template parameter
int plain(int x) { return x + 1; }
template <typename T, typename I> struct Info { T *data; I n; };
template <typename S>
__global__ void scatter(const S *src, const Info<long, long> info, S *out) { }
__global__ void tree(volatile int *const __restrict__ a, volatile float4 *const __restrict__ p, const float4 *q) { }
void run(const float *src, Info<long, long> info, float *out) {
  scatter<float><<<1, 1>>>(src, info, out);
}
