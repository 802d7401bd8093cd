// DESC: switch w/ default in kernel
__global__ void k(int n) { switch (n) { case 1: { n = 2; } default: return; } }
