// DESC: constructors and destructors that host code calls implicitly (locals, temporaries, delete) are checked in an explicit specialization, not in a template's or generic lambda's body
struct W2 { __device__ W2(int){} };
struct U { __host__ __device__ U(int) {} __device__ ~U() {} };
template <class T> void h1() { W2(1); }
template <class T> void h2() { W2 w(1); U u(2); }
template <class T> void h3() { U *p = nullptr; delete p; }
template <class T> struct C { void m() { W2(1); } void n() { U u(1); } };
template <class T> void h6() { T(1); }
template <> void h6<U>() { U(1); }
void h4() { auto l = [](auto x) { U(1); U u(2); }; }
void h5() { auto l = [](int x) { U(1); }; }
__global__ void k() {}
