// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t5b
struct A { __host__ __device__ A(); __device__ ~A(); int x; };
void f() { A a; }
