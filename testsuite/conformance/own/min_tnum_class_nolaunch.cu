// DESC: member function no launch
__global__ void k(int n) { }
struct R { int n; void run() { } };
