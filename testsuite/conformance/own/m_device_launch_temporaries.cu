// FLAGS: -rdc=true
// DESC: kernel launches from device code under -rdc=true: each costs the stub's temporary counter three, and the runtime's device launch code six once
__global__ void child(int *p) { p[0] = 1; }
__global__ void child2(int *p, int n) { p[0] = n; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); child2<<<2, 2, 0, 0>>>(p, 3); }
__device__ void helper(int *p) { dim3 g(1), b(2); child<<<g, b>>>(p); }
__global__ void other(int *p) { helper(p); }
void h(int *p) { parent<<<1, 1>>>(p); }
