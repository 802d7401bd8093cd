// DESC: VALID: deleted __device__ member function
struct S { __device__ void f(double) = delete; };
