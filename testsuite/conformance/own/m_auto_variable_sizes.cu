// DESC: auto device variables are sized by their initializer (a literal, a static member call of a class template's specialization or primary template); a class named through a using-declaration is sized as the class
int plain(int x) { return x + 1; }
template <class T> struct Num { static constexpr T e() { return T(2); } };
template <> struct Num<double> { static constexpr double e() { return 2.718; } };
template <> struct Num<char> { static constexpr short e() { return 2; } };
struct Pair { int a; int b; };
template <class T> struct Box { static constexpr Pair p() { return Pair{1, 2}; } };
__device__ constexpr auto de = Num<double>::e();
__device__ constexpr auto ce = Num<char>::e();
__device__ constexpr auto fe = Num<float>::e();
__device__ constexpr auto bp = Box<int>::p();
__device__ auto lit = 2.5f;
__device__ auto neg = -3L;
__device__ auto ch = 'x';
namespace impl { struct P3 { int a, b, c; }; }
namespace api { using impl::P3; }
namespace api2 { using T = api::P3; }
__device__ api::P3 up;
__device__ api2::T ut;
__global__ void k(float *out) { *out = de + ce + fe + lit + neg + ch + up.a + ut.b + bp.a; }
