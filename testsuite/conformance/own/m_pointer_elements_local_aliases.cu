// DESC: cufe's own case (recorded with the real cudafe++ 13.5): elements of arrays of pointers are pointers (tables[w] == (__null)); a body's alias declaration of a class (using R = Red<T, 32>;) makes R(x) a cast ((R)(x)), even where a function has that name
#include <cstdlib>
static int *tables[4] = { NULL, NULL, NULL, NULL };
struct Vec { double *data; int n; };
int f(int w, Vec *v, Vec s) {
  if (tables[w] == NULL) return -1;
  v->data = NULL;
  s.data = NULL;
  int *local[2]; local[0] = NULL;
  if (v->data != NULL) return 1;
  return 0;
}
template <typename T, int N> struct Red { struct TempStorage { T x[N]; }; __device__ Red(TempStorage &s) {} __device__ T Sum(T v) { return v; } };
template <typename T> __device__ void BlockReduce(T &input1) {
  using BlockReduce = Red<T, 32>;
  __shared__ typename BlockReduce::TempStorage temp_storage1;
  input1 = BlockReduce(temp_storage1).Sum(input1);
}
template <typename T> __global__ void k(T *p) { T v = p[0]; BlockReduce(v); p[0] = v; }
struct W { int a; W(int x) : a(x) {} int get() const { return a; } };
int host2(int q) {
  typedef W Alias;
  using A2 = W;
  return Alias(q).get() + A2(q).get();
}
int main() { return host2(1); }
__global__ void kpc(unsigned t) { unsigned int ft[2 * 9]; for (int i = 0; i < 18; i++) ft[i] = 0; ft[0] += __popc(t); int *pp[2 * 2]; pp[0] = 0; }
