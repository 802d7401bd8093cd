__global__ void k(int);
__global__ void k(int) {}
__global__ void k3(int a, int) {}
