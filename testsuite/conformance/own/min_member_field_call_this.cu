// DESC: host member calling a __device__ member via this->d.v()
struct D { __device__ int v() const { return 2; } };
struct S { D d; int use() const { return this->d.v(); } };
