struct B { __device__ virtual int f() final { return 0; } };
struct D : B { int f() { return 1; } };
struct X { virtual int g() final; };
template <class T> struct Y : X { int g(); };
template <class T> struct Q { virtual int h() final; };
struct R : Q<int> { int h(); };
struct P { virtual int f() final = 0; virtual void g() = 0; };
struct S { __host__ __device__ virtual void f() const final = 0 ; };
__global__ void k() {}
