// DESC: non-constant grid in launch followed by another host fn
__global__ void k(int n) { }
void h(int n) { k<<<n, 32>>>(n); }
void g() { }
