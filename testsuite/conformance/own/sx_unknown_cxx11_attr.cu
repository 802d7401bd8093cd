// DESC: unknown scoped C++11 attribute on a __global__ function
[[acme::fast]] __global__ void k(int *p) { p[0] = 1; }
