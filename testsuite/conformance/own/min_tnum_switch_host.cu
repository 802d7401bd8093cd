// DESC: switch in host fn
__global__ void k(int n) { }
void h(int n) { switch (n) { case 0: break; } }
