// DESC: cufe's own case (recorded with the real cudafe++ 13.5): new of a class whose default constructor is __device__ (new C, new C[n], ::new C, new ns::C) calls it from the host, reported at new; a braced initializer of a temporary or new object is not checked, a local's is
struct S { int v; __device__ S() : v(0) {} };
struct T { int v; __device__ T() : v(0) {} __device__ T(int a) : v(a) {} };
struct U { int v; __device__ U(int a) : v(a) {} };
namespace q { struct V { __device__ V() {} }; }
S *a1() { return new S; }
S *a2() { return new S(); }
S *a3() { return new S[3]; }
T *a4() { return new T; }
T *a5() { return ::new T; }
__host__ __device__ S *a6() { return new S; }
q::V *a7() { return new q::V; }
void a8() { S *p = new S, *r = new S[2]; delete p; delete[] r; }
U *a9() { return new U(3); }
S *b1() { return new S{}; }
T *b2() { return new T{1}; }
int b3() { return S{}.v; }
int b4() { return T{2}.v; }
U *b5() { return new U{3}; }
S **b6() { return new S*[3]; }
T *b7() { return new T[2]{}; }
int c1() { S s{}; return s.v; }
int c2() { T t{4}; return t.v; }
__device__ S *d1() { return new S; }
