// DESC: declaration specifiers printed in cudafe++ order (storage class, friend, inline, constexpr, then the type), function-pointer device variables, and a variable defined after an earlier declaration: no linkage specification again, extern for a constant
inline static int a1(int x) { return x; }
constexpr static int a2(int x) { return x; }
static constexpr int a3(int x) { return x; }
constexpr inline int a4(int x) { return x; }
inline constexpr int a5(int x) { return x; }
inline extern int a6(int x) { return x; }
int inline a7(int x) { return x; }
static int inline a8(int x) { return x; }
struct S {
  inline virtual int f() { return 1; }
  virtual inline int g() { return 1; }
  inline static int h() { return 1; }
  static inline int i() { return 1; }
  inline explicit S(int) {}
  constexpr static int j() { return 1; }
  inline friend int fr(S) { return 1; }
};
constexpr static int cv = 3;
static constexpr int cw = 3;
inline static int iv = 3;
const static int sv = 4;
static const int tv = 4;
extern "C" const unsigned MAXA = 64 * 1024;
extern "C" const int MINB = 4;
extern "C" int plain_c = 3;
extern "C" { const int in_blk = 5; int in_blk2 = 6; }
extern "C" const int *cp = 0;
__forceinline__ __device__ static float clampH(float x) { return x; }
static __forceinline__ __device__ float clampI(float x) { return x; }
__device__ unsigned char (*varFunction)(unsigned char, float x) = 0;
__device__ int (*vf2)(int);
__device__ int plainv = 1;
__device__ int *pv = 0;
extern "C" const unsigned MAXB;
extern "C" const unsigned MAXB = 64 * 1024;
extern const int EB;
const int EB = 5;
extern "C" int pc;
extern "C" int pc = 3;
extern "C" { extern const int in_block; }
extern "C" const int in_block = 7;
extern "C" void g1(int);
extern "C" void g1(int x) {}
extern "C" int g2(int);
int g2(int x) { return x; }
extern "C" { void g3(); }
extern "C" void g3() {}
extern "C" const int cc2;
const int cc2 = 4;
namespace m { extern const int nc2; }
const int m::nc2 = 3;
extern "C" int arr2[];
extern "C" int arr2[3] = {1, 2, 3};
struct T { static const int sm2; };
const int T::sm2 = 4;
