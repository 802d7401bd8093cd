// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a texture object fetch named with its element type (tex2D<unsigned char>(tex, x, y)) gives that type, so its use in arithmetic and the stored result show their conversions ((tex2D< unsigned char> (...)) * fscale, (min(max(...)))); the overload storing through a pointer gives nothing
int plain(int x) { return x + 1; }
static __device__ void k(unsigned char *pSobel, cudaTextureObject_t tex, float fscale, int w) {
  for (int i = threadIdx.x; i < w; i += blockDim.x) {
    pSobel[i] = min(max(tex2D<unsigned char>(tex, (float)i, (float)blockIdx.x) * fscale, 0.f), 255.f);
    float f = tex2D<float>(tex, 1.0f, 2.0f) + 1;
    pSobel[0] = f;
  }
}
static __device__ void k2(float *o, cudaTextureObject_t tex) { float v; tex2D<float>(&v, tex, 1.0f, 2.0f); o[0] = v + 1; o[1] = tex1Dfetch<int>(tex, 3) + 1.5f; }
int main() { return 0; }
