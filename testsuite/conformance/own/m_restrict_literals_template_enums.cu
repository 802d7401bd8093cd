// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __restrict is printed __restrict__ in every declaration; hexadecimal and octal literals past long's range are unsigned long (18446744073709551615UL, no conversion shown); in a template an enumerator meeting a local whose initializer depends on the template's parameters, or a call with such an argument, shows no promotion
__global__ void k(const long *in, long *out, int n) { out[0] = in[0] + n; }
void h(const float *__restrict a, float *__restrict__ b) { b[0] = a[0]; }
__device__ void d(const float *__restrict a, float *__restrict__ b) { b[0] = a[0]; }
__host__ __device__ void hd(const float *__restrict a) { (void)a; }
void loc() { float *__restrict p = 0; (void)p; }
const unsigned long big = 0xFFFFFFFFFFFFFFFF;
const long l1 = 0x7FFFFFFFFFFFFFFF;
const unsigned u1 = 0xFFFFFFFF;
const unsigned long long ull = 0xFFFFFFFFFFFFFFFF;
const long l2 = 0xFFFFFFFF;
const long l3 = 4294967295;
const unsigned long o1 = 01777777777777777777777;
enum Color2 { Red2, Green2 = 5 };
template <typename T> int g2(T v) {
  cudaError_t err = cudaSuccess; Color2 c = Red2; int r = 0;
  if (err != cudaSuccess) r++;
  if (c == Green2) r++;
  bool b = err != cudaSuccess;
  while (c != Red2) break;
  return r + b;
}
template <typename T> int g3(T *p) {
  cudaError_t err = cudaMalloc(&p, 4);
  bool b = err != cudaSuccess;
  Color2 c = Red2;
  bool b2 = c != Green2;
  return b + b2;
}
template int g2<int>(int);
template int g3<int>(int*);
template <typename T> int hfoo(T *p) { return 1; }

template <typename T> int h3(T *p) {
  int x = hfoo(p);
  long y = x + 1L;
  double d = x;
  bool b = x == Green2;
  Color2 c = (Color2)hfoo(p);
  bool b2 = c != Green2;
  int z = sizeof(T);
  long w = z + 1L;
  return (int)y + (int)d + b + b2 + (int)w;
}
template int h3<int>(int*);
