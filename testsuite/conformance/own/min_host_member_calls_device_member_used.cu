// DESC: host member function calling __device__ member of another object
struct D { __device__ int v() const { return 2; } };
struct S { D d; int use() const { return d.v(); } };
