__global__ void k1(cudaArray_t a, cudaGraphExec_t e, cudaStream_t s, cudaMipmappedArray_t m) {}
struct Holder {
  cudaArray_t arr = nullptr;
  cudaMipmappedArray_t mip = nullptr;
  cudaGraphExec_t exec = nullptr;
  cudaGraphDeviceNode_t dn = nullptr;
  cudaAsyncCallbackHandle_t cb = nullptr;
  cudaStream_t st = nullptr;
  cudaEvent_t ev = 0;
};
int main() {
  Holder h;
  cudaArray_t a = nullptr;
  cudaGraphExec_t e = 0;
  k1<<<1, 1>>>(a, e, h.st, h.mip);
  return h.exec == nullptr;
}
