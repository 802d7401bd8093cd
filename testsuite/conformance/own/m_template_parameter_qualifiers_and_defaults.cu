// DESC: a non-type template parameter's top-level const is not printed in template headers (const unsigned NT is unsigned NT; const char *S keeps its const) nor in the stub's argument types; a kernel template launched with fewer arguments than parameters takes the defaults, which may name earlier parameters
template <typename T, const unsigned NT, const int M = 2> __global__ void ktq(T *p) { p[0] = NT + M; }
template <typename T, int N, int M = N, typename U = T> __global__ void ktd(T *p, U u) { p[0] = N + M + u; }
template <const int K> __device__ int dkq(int x) { return x + K; }
template <const char *S, volatile int V = 1> int hsq(int x) { return x + S[0] + V; }
extern const char tag_q[] = "q";
void hutq(float *p)
{
  ktq<float, 4u><<<1, 1>>>(p);
  ktq<float, 8u, 3><<<1, 1>>>(p);
  ktd<float, 5><<<1, 1>>>(p, 1.0f);
  ktd<int, 2, 7, float><<<1, 1>>>((int *)p, 2.0f);
  int hq = hsq<tag_q>(2);
  p[1] = hq;
}
