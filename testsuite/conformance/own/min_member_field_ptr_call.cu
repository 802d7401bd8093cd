// DESC: host member calling a __device__ member through a pointer data member
struct D { __device__ int v() const { return 2; } };
struct S { D *d; int use() const { return d->v(); } };
