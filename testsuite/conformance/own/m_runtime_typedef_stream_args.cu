__global__ void k(cudaTextureObject_t t, int *p) {}
void run(int *p, cudaStream_t stream = 0, cudaTextureObject_t tex = 0) {
  k<<<1, 1, 0, 0>>>(0, p);
  k<<<1, 1, 0, stream>>>(tex, p);
  cudaStream_t s = nullptr;
  cudaEvent_t e = 0;
  if (s != 0 && e != NULL) k<<<1, 1, 0, s>>>(1, p);
  cudaSurfaceObject_t so = 5;
  unsigned long long v = so + tex;
  run(p, 0, 0);
}
