// DESC: kernel via function pointer and cudaLaunchKernel
__global__ void k(int *p) { p[0] = 1; }
void h(int *p) { void (*f)(int *) = k; f<<<1, 1>>>(p); void *args[] = {&p}; cudaLaunchKernel((const void *)k, dim3(1), dim3(1), args, 0, 0); }
