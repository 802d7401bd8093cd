struct B { virtual void f(unsigned); };
struct D : B { void f(unsigned int) override; void g(long int) override; };
__global__ void k() {}
