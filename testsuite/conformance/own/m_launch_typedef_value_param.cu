// DESC: a kernel template's non-type parameter declared const through a typedef (const u32 N) has the typedef's type: the stub mangles and spells its instances as unsigned int (Lj128E, (unsigned int)128u); a launch's template argument that is a const or constexpr local named alone is printed as its name, inside an expression a constexpr local by its value; the difference of two pointers is a long (a literal compared with it is converted)
int first_function(int x) { return x + 1; }

typedef unsigned int u32;
typedef int myint;

template <typename T, const u32 N>
__global__ void k(T *o, const float *l) {
  o[0] = l[threadIdx.x] + N;
}

template <typename T>
void run(T *o, const float *l) {
  constexpr u32 NT = 128;
  k<T, NT><<<1, NT>>>(o, l);
  const int M = 64;
  k<T, M><<<1, M>>>(o, l);
}

void go(float *o, const float *l) {
  run(o, l);
  const int A = 1; const unsigned B = 2; const myint C = 3; constexpr int D = 4; const u32 E = 5; constexpr unsigned F = 6;
  k<float, A><<<1, 1>>>(o, l);
  k<float, B><<<1, 1>>>(o, l);
  k<float, C><<<1, 1>>>(o, l);
  k<float, D><<<1, 1>>>(o, l);
  k<float, E><<<1, 1>>>(o, l);
  k<float, F><<<1, 1>>>(o, l);
  k<float, F * 2><<<1, 1>>>(o, l);
}

template <int N> int cf() { return N; }
template <class T, int N> struct Box { T v[N]; };

int go2(const char *a, const char *b) {
  constexpr int Q = 3;
  const int R = 4;
  Box<int, Q> bx;
  bx.v[0] = 1;
  int r = cf<Q>() + cf<R>() + cf<Q * 2>() + bx.v[0];
  if ((b - a) < 20) r++;
  for (; (b - a) >= 4; a += 4) r++;
  unsigned u = 3;
  if ((b - a) > u) r++;
  return r;
}
