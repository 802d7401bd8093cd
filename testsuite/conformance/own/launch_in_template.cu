// DESC: launch inside a function template
template <typename T> __global__ void fill(T *p, T v, int n) { if (threadIdx.x < n) p[threadIdx.x] = v; }
template <typename T> void run(T *p, int n) { fill<<<1, 128>>>(p, T(1), n); }
void h(int *a, double *b) { run(a, 4); run<double>(b, 5); }
