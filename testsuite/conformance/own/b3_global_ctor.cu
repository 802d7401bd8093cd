// DESC: constructor declared __global__
struct S {
  __global__ S();
};
