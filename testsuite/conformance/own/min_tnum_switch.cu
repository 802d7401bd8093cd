// DESC: register callback __T number with switch in kernel
__global__ void k(int n) { switch (n) { case 0: break; } }
