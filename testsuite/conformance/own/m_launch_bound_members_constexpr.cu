// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a launch bound naming a template parameter's member (__launch_bounds__(K::kNThreads)) is no undefined identifier; constexpr variables print constexpr before inline, and a constexpr static data member is inline (C++17)
template <int N_> struct Traits { static constexpr int kNThreads = N_; };
template <typename K>
__global__ __launch_bounds__(K::kNThreads)
void kern(float *p) { constexpr int kNThreads = K::kNThreads; p[0] = kNThreads; }
template <typename K>
__global__ void __launch_bounds__(K::kNThreads, 2) kern2(float *p) { p[0] = 1; }
template <int N_> struct T1 { static constexpr int a = N_; static const int b = 2; static constexpr float c = 1.0f; };
struct S1 { static constexpr int a = 3; static const int b = 2; static constexpr inline int d = 4; };
template <typename T> struct T2 { static constexpr bool v = sizeof(T) > 4; };
int use() { return S1::a + T1<3>::a + T2<int>::v; }
constexpr int g1 = 1; inline constexpr int g2 = 2; static constexpr int g3 = 3; constexpr inline int g4 = 4;
struct S2 { static constexpr int a = 3; inline static constexpr int e = 5; static constexpr double f = 1.5; };
int use2() { return g1 + g2 + g3 + g4 + S2::a + S2::e; }
