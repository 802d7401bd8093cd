// DESC: a template's class is placed at its key's line, a variable template's declarator at its name's, and a template parameter whose name starts a later line is placed there
template<typename T1, typename T2>
struct P1 {
  T1 a; T2 b;
};

template<typename T>
struct P2 { T a; };

template<typename T> struct P3 { T a; };

template<typename T>
void f1(T x) { }

template<typename T>
static void f2(T x) { }

template<typename T>
__global__ void k1(T x) { }

template<typename T>
class C1 { T a; };

template<typename T>
union U1 { T a; int b; };

template<typename T>
T v1 = T(1);

template<typename T>
using A1 = P2<T>;

template<typename T, int N
         , int M>
struct P4 { T a; };

int main() { P1<int, float> p; P2<int> q; P3<int> r; f1(1); f2(2); k1<<<1,1>>>(1); C1<int> c; U1<int> u; (void)p; (void)q; (void)r; (void)c; (void)u; return v1<int>; }
static int
w0 = 3;
const float
w1 = 2.0f;
template<typename T>
T w2 = T(1);
template<typename T> T
w3 = T(2);
template<typename T>
constexpr T w4 = T(3);
struct S { static int m; };
int
S::m = 4;
int use_vv() { return w0 + (int)w1 + w2<int> + w3<int> + w4<int> + S::m; }
