struct Bad {
  int x;
  __global__ void run();
}
__device__ int g_v;
