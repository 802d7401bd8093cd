// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an overridden member of a class template instance a class derives from (directly, through another base, in a namespace, several arguments) is named with its arguments as the derivation writes them: B<T>::f [with T=int], unsigned as unsigned int
template <typename T> struct B { __host__ __device__ virtual T f() { return T(); } };
struct D : B<int> { int f() override { return 1; } };
struct E : D { __device__ int f() override { return 1; } };
template <typename T, int N> struct C { __device__ virtual int g() { return N; } };
struct F : C<unsigned, 3> { int g() override { return 1; } };
namespace ns { template <typename T> struct G { virtual void h() {} }; }
struct I : ns::G<float *> { __device__ void h() override {} };
__global__ void kk() {}
