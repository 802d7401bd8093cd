// DESC: temporaries made by a constructor in host code destroy themselves: a __device__-only destructor is a device call at the class's name (functional casts, returned, bound to a reference, in lambdas, in the class's own members), before a __device__ constructor; `delete p` at the operand
struct Vec {
  float x, y;
  __host__ __device__ Vec(float a, float b) : x(a), y(b) {}
  __host__ __device__ Vec() {}
  __host__ __device__ Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
  __device__ ~Vec() {}
};
struct W { int x; __device__ W(int a) : x(a) {} __device__ ~W() {} };
struct R { __device__ ~R() {} };
namespace n { struct Q { __host__ __device__ Q(int) {} __device__ ~Q() {} }; }
__host__ __device__ Vec f1() { return Vec(1, 2); }
void f2() { Vec(1, 2); }
float f3() { return Vec(1, 2).x + Vec(3, 4).y; }
void f5(const Vec &a) { a + a; }
void f7() { Vec v = Vec(1, 2), w = Vec(3, 4); }
void f8() { Vec{1, 2}; R(); static_cast<Vec>(Vec()); }
void f10() { Vec *p = new Vec(1, 2); delete p; delete[] p; }
void f11(Vec v) {}
void f12() { const Vec &r = Vec(1,2); (void)n::Q(1); }
void f13() { auto l = [] { W(2); }; W w(3); }
void f14(Vec *p) { if (p) delete p; }
__global__ void k() {}
