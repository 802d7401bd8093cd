// DESC: __device__ applied to a class declaration
struct __device__ S { int x; };
