// DESC: shared-memory reduction kernel with template block size
template <unsigned BS> __global__ void reduce(const float *in, float *out, unsigned n) {
  __shared__ float s[BS];
  unsigned t = threadIdx.x, i = blockIdx.x * BS * 2 + t;
  float v = (i < n ? in[i] : 0.f) + (i + BS < n ? in[i + BS] : 0.f);
  s[t] = v; __syncthreads();
  for (unsigned st = BS / 2; st > 0; st >>= 1) { if (t < st) s[t] += s[t + st]; __syncthreads(); }
  if (t == 0) out[blockIdx.x] = s[0];
}
void run(const float *in, float *out, unsigned n) { const unsigned bs = 256; reduce<bs><<<(n + bs * 2 - 1) / (bs * 2), bs>>>(in, out, n); }
