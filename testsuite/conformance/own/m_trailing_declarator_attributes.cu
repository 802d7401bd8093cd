// DESC: GNU attributes written after a declarator stay there, at namespace and block scope, with nothing before the semicolon; template parameter names on one later line keep their spaces
unsigned short img[64] __attribute((aligned(1024)));
int gx __attribute__((unused));
__attribute__((aligned(16))) float gf[4];
static int gs[8] __attribute__((aligned(32)));
float gv __attribute__((aligned(8))) = 1.0f;
int f(int n) {
  unsigned short limg[64] __attribute__((aligned(1024)));
  int lx __attribute__((unused));
  __attribute__((aligned(16))) float lf[4];
  static int ls[8] __attribute__((aligned(32)));
  limg[0] = n; lf[0] = 1; ls[0] = 2;
  return limg[0] + (int)lf[0] + ls[0] + img[0] + gs[0] + (int)gf[0] + (int)gv;
}
template <typename scalar_t, typename accscalar_t,
          typename index_t, int NLL_LOSS_THREADS>
__global__
void kern(scalar_t *out, index_t n) { out[n] = NLL_LOSS_THREADS; }
template <typename A,
          int N = 128>
void host_f(A *a) { a[0] = N; }
void run(float *d, int n) { kern<float, double, int, 4><<<1, 1>>>(d, n); host_f(d); }
