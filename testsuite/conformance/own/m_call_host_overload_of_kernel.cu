// A call of a name that is a kernel template and an extern "C" host function
// calls the host function: no configuration error.
template <unsigned B> __global__ void reduceSP(const float *a, float *b, unsigned n) { b[0] = a[0] + n + B; }
extern "C" void reduceSP(int size, int threads, int blocks, float *a, float *b)
{
  reduceSP<64><<<blocks, threads>>>(a, b, size);
}
void host_fn(float *a, float *b) { reduceSP(1, 2, 3, a, b); }
