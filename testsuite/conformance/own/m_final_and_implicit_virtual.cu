struct Base { virtual int f() { return 0; } virtual int g() { return 1; } };
struct D1 : Base { int f() override { return 2; } int g() { return 3; } };
struct D2 final : Base { int f() final { return 2; } };
class D3 final : public D1 { public: int g() override; };
int D3::g() { return 4; }
__global__ void k(int *p) { p[0] = 1; }
int h() { D2 d; D3 e; return d.f() + e.g(); }
struct DB { __device__ virtual int f() { return 0; } };
struct DD final : DB { __device__ int f() final { return 2; } };
__global__ void k2(int *p) { DD d; p[0] = d.f(); }
struct HB { virtual int f(int x) { return x; } };
struct HD : HB { int f(long x) { return (int)x; } int f(int x) { return x + 1; } };
int h2(HD &d) { return d.f(2); }
