// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernels with C linkage (defined in an extern "C" block, or declared extern "C" before their definition) are registered under their plain names
extern "C" {
__global__ void kern(int *p) { *p = 1; }
}
extern "C" __global__ void kern2(int *p);
__global__ void kern2(int *p) { *p = 2; }
void launch(int *p) { kern<<<1, 1>>>(p); kern2<<<1, 1>>>(p); }
