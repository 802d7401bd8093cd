struct B { virtual void f(int); };
template <class T> struct TB { virtual void f(int); virtual void g(T); };
template <class T> struct D : TB<T> { void f(int) override; void g(T) override; };
template <class T> struct E : TB<int> { void f(int) override; };
template <class T> struct O { struct In : B { void f(int) override; }; };
struct N : TB<int> { void f(int) override; };
__global__ void k() {}
