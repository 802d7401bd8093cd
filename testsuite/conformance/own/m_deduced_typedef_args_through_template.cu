// DESC: a function template called with arguments of a global typedef of a builtin type (typedef float T) launches kernel template instances named by the builtin (k<float, int>, mangled IfiE), their stub parameters still spelled with the typedef's name (const T *)
int first_function(int x) { return x + 1; }

template <typename DataT, typename IdxT>
__global__ void k(float *__restrict__ X, const IdxT n, const DataT *__restrict__ b, DataT *__restrict__ c) {}

template <typename DataT, typename IdxT>
void kd(float *X, const IdxT n, DataT *b, DataT *c) {
  IdxT nb = n < 256 ? n : 256;
  k<<<nb, 1>>>(X, n, b, c);
  k<<<nb, 1>>>(&X[n], n, b, &c[n * 2]);
}

typedef float T;
typedef int Idx;

int main() {
  T *b = 0;
  T *c = 0;
  float *o = 0;
  Idx n = 3;
  kd(o, n, b, c);
  return 0;
}
