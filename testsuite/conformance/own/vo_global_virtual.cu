// DESC: virtual __global__ member function
struct S { __global__ virtual void k() {} };
