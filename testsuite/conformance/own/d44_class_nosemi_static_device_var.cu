struct Cell { float v; }
static __device__ int g_cells;
__global__ void k() { g_cells = 1; }
