// DESC: host function calling a __device__ virtual function through a base pointer
struct B { __device__ virtual int f() const { return 0; } };
int h(const B *b) { return b->f(); }
