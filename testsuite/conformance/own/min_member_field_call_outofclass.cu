// DESC: host member (defined out of class) calling a __device__ member through a data member
struct D { __device__ int v() const { return 2; } };
struct S { D d; int use() const; };
int S::use() const { return d.v(); }
