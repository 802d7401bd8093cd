// DESC: an execution-space mismatch of a class template's member against a non-dependent base names the member by the template and its parameters (D<N>::f), once, at the template
struct Base { __host__ __device__ virtual int f() { return 0; } };
template <int N> struct D : Base { __device__ int f() override { return N; } };
struct Base2 { __device__ virtual void g() {} };
template <typename T, typename U> struct Derived : Base2 { __host__ void g() override {} };
void h() { D<3> d; (void)d; Derived<int, char> e; Derived<float, int> f; }
