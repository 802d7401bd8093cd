struct B { virtual void f(int); virtual void g(int) const; virtual int h(); };
template <class T> struct D : B { void f(int) override; void g(int) override; void h(float) override; int h() override; };
template <class T> struct E : B { void f(T) override; void g(int) const override; };
template <class T> struct F : B { void f(long) final; void g(int) const final; };
__global__ void k() {}
