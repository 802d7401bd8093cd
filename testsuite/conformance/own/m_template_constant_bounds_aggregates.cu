// DESC: in a template, an array bound naming a const local whose value the instance computes (const u32 n = 4096 / sizeof(T)) is a constant, not a variable-length bound: printed as an expression with its conversions (n + (1)); a class aggregate's braced initializer in a template declaration keeps its elements unconverted ({0, 1}), while a functional P{...} and arrays of scalars convert them as outside templates
int first_function(int x) { return x + 1; }

typedef unsigned int u32;
typedef unsigned char u8;
typedef struct { double r; double i; } RC;
struct P { float x; int y; };
float use(P p) { return p.x; }

template <typename T>
__global__ void k(T *o) {
  const u32 blockSize = 4096 / sizeof(T);
  __shared__ u32 prefixBuffer[blockSize + 1];
  __shared__ u8 flags[blockSize / 8];
  __shared__ T buf[blockSize];
  o[0] = prefixBuffer[0] + flags[0] + buf[0];
}

template <typename T>
int h(T *o) {
  const u32 bs = 64 / sizeof(T);
  T arr[bs + 1];
  arr[0] = o[0];
  const int n = 4 * sizeof(T);
  int arr2[n + 1];
  arr2[0] = 1;
  return (int)arr[0] + arr2[0];
}

template <class T>
double f(T v) {
  RC t1 = {0, 1};
  RC t2 = {v, 0};
  P p = {2.5, 1};
  double a[2] = {0, 1};
  P q = P{2.5, 1};
  P ps[2] = {{1, 2}, {3, 4}};
  return t1.r + t2.i + p.x + a[0] + use(P{1, 2}) + q.x + ps[0].x;
}

double g(float *o, double v) {
  k<<<1, 1>>>(o);
  RC t1 = {0, 1};
  P p = {2.5, 1};
  double a[2] = {0, 1};
  return f(v) + h(o) + t1.r + p.x + a[0];
}
