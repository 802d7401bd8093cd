// DESC: a kernel template's value argument launched from a function template may ask a type's size (`sizeof(uint4) / sizeof(T)`) or name a local constant computed from the template's parameters (`constexpr int U = sizeof(uint4) / sizeof(T);`): each instance evaluates it with its own arguments
int first_function(int x) { return x + 1; }
template <typename T, int U> __global__ void k(T *p) { p[0] = U; }
template <typename T> void run(T *p) {
  k<T, sizeof(uint4) / sizeof(T)><<<1, 1>>>(p);
  constexpr int UNROLL = sizeof(uint4) / sizeof(T);
  k<T, UNROLL><<<1, 1>>>(p);
  constexpr int V = 2 * sizeof(T);
  k<T, V + 1><<<1, 1>>>(p);
  k<T, sizeof(T *)><<<1, 1>>>(p);
}
void h(float *p, double *q, short *s) { run(p); run(q); run(s); }
