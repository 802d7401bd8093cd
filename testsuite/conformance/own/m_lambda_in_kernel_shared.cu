// DESC: a lambda in a kernel with a __shared__ local: printed as a device lambda's body (under #if 0) with the kernel's
__global__ void k() {
  auto l = [] { __shared__ int s; return s; };
  (void)l();
}
