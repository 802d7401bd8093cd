// DESC: while/for in kernel
__global__ void k(int n) { while (n) n--; for (;n<3;n++) {} }
