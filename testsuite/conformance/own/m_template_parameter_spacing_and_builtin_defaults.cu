// DESC: an unnamed template parameter's type is followed by the space its name would take (template< class , int >, class  = void, int  = 3); a template template parameter's own list closes with one more space before its class (template< class U>  class R) and the parameter is placed at its template keyword when that starts a later line; a builtin variable as a default argument is named as the runtime declares it (int width = __device_builtin_variable_warpSize); a call that leaves out a default argument reading a builtin variable passes a value read at run time (cicc stores it in a temporary: the stub's __T numbers count it); an array of a template parameter's elements initialized by braces, without = or with nested lists, sets off each converted constant ({((0.0F))}, {{(1), (2)}, {(3), n}})
int first_function(int x) { return x + 1; }
template <typename A, template<typename> class R1> struct S1 { };
template <typename A, template<typename U> class R2> struct S2 { };
template <template<typename, int> class R3, typename B> struct S3 { };
template <template<class...> class R4> struct S4 { };
template <typename T, typename = void> struct S5 { };
template <typename T, int = 3> struct S6 { };
template <typename A,
          template <typename> class R>
struct S7 { };
template <typename A, template <typename> class
          R>
struct S8 { };
template <typename A,
          int N, template <typename, int> class R, typename
          C = int>
void f5() { }

template <typename T>
__device__ __forceinline__ T shx(T value, int laneMask, int width = warpSize, unsigned int mask = 0xffffffff) { return value; }
__device__ int shy(int value, int width = warpSize, int b = blockDim.x) { return value + width + b; }

template <typename acc_t, int B>
__global__ void k(acc_t *o, acc_t n) {
  acc_t a = 0.0f;
  acc_t c[2] = {0.0f, 1};
  acc_t d[B]{n, 1};
  acc_t e[B]{0.0f};
  acc_t g[2][2] = {{1, 2}, {3, n}};
  o[0] = a + c[0] + d[0] + e[0] + g[0][0];
}
template __global__ void k<float, 2>(float *, float);
__global__ void shuffle(float *o) { o[0] = shx(o[1], 1) + shy(2); }
