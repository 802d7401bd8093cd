// DESC: managed array filled by kernel, summed on host in range-for
__managed__ int data[64];
__global__ void fill() { data[threadIdx.x] = threadIdx.x; }
int h() { fill<<<1, 64>>>(); cudaDeviceSynchronize(); int s = 0; for (int v : data) s += v; for (auto &v : data) v = 0; return s; }
