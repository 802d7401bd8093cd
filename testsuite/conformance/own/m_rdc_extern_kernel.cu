// FLAGS: -rdc=true
extern __global__ void ext_k(int *p);
namespace ns { extern __global__ void ext_n(int *p); }
__global__ void child(int *p);
__global__ void parent(int *p) { p[0] = 1; }
void h(int *p) { ext_k<<<1, 1>>>(p); ns::ext_n<<<1, 1>>>(p); parent<<<1, 1>>>(p); }
