// DESC: the occupancy calculator templates cost their instances temporaries per kernel type (a template kernel instance by its arguments, two kernels of one type sharing), with the instances and non-templates they call each once; a const void * argument calls the non-template
template <typename T> __global__ void sc(T *p, T f, int n) { p[n] *= f; }
__global__ void k(float *p, int n) { p[n] = 0; }
__global__ void k3(float *p, int n) { p[n] = 1; }
int main() {
  int a, b;
  cudaOccupancyMaxPotentialBlockSize(&a, &b, sc<float>, 0, 0);
  cudaOccupancyMaxPotentialBlockSize(&a, &b, sc<double>);
  cudaOccupancyMaxPotentialBlockSizeWithFlags(&a, &b, &k, 0, 0, 0);
  cudaOccupancyMaxPotentialBlockSize(&a, &b, k3);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&a, (const void *)k, 128, 0);
  return 0;
}
