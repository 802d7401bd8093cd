// DESC: two switches in kernel
__global__ void k(int n) { switch (n) { case 0: break; } switch (n) { case 1: break; default: break; } }
