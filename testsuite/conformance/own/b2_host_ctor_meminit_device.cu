// DESC: host constructor mem-initializer calling a __device__ function
__device__ int dev(int x) { return x; }
struct S {
  int v;
  S(int x) : v(dev(x)) {}
};
