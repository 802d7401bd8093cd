// DESC: cufe's own case (recorded with the real cudafe++ 13.5): non-type template parameters as constants, operator names
template <int N> struct S { int f(int i) { return i + N; } int g(int i); };
template <int N> int S<N>::g(int i) { return i * N; }
template <int N> __device__ int h(int i) { return i - N; }
template <int N> __global__ void k(int *p) { p[0] = p[1] + N; }
template <int N> int g(unsigned u) { return u % N; }
template <long N> long g2(int u) { return u + N; }
struct A { A operator+(const A &o) const; bool operator<(const A &o) const; A &operator=(const A &o); };
void f1(unsigned long n);
void f2(float n);
void calls() { f1(0); f2(0); f2(1.0f); long x = 0; x = x + 1; }
template <typename T, int M>
__global__ void fill(T *out, T v) {
  if (threadIdx.x < M)
    out[threadIdx.x] = v;
}
