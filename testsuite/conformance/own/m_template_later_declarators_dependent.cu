// DESC: in a template, every declarator of a declaration whose specifiers name a template parameter is dependent (T *a, *b;), and so is a local initialized from a call taking one: comparing it with an enumerator shows no conversion
template <typename T> void f(int NA) {
  T *d_a = 0, *d_b = 0, *d_c = 0;
  cudaMalloc(&d_a, 4);
  { cudaError_t status = cudaFree(d_a); if (status != cudaSuccess) { return; } }
  { cudaError_t status = cudaFree(d_b); if (status != cudaSuccess) { return; } }
  { cudaError_t status = cudaFree(d_c); if (status != cudaSuccess) { return; } }
  { cudaError_t status = cudaDeviceSynchronize(); if (status != cudaSuccess) { return; } }
}
int main() { f<float>(1); return 0; }
