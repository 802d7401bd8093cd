// DESC: host function calling a kernel in a namespace without <<<>>>
namespace n { __global__ void k(int *p) { *p = 1; } }
void h(int *p) { n::k(p); }
