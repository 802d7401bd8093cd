// DESC: plain host lambda inside a host function calling a __device__ function
__device__ int dev(int x) { return x + 1; }
int h(int v) { auto l = [](int y) { return dev(y); }; return l(v); }
