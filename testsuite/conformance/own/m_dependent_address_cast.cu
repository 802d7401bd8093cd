// DESC: in a template, a named cast of the address of an object of dependent type is kept whole for the instance (parenthesized) as an initializer, an assigned value or an operand
int plain(int x) { return x + 1; }
template <class T> __device__ void use(T *p) { *p = 0; }
template <class T> __global__ void k(char *smem, int n, T *out)
{
  T *a = reinterpret_cast<T *>(smem);
  T *p = &a[n];
  T *q;
  q = reinterpret_cast<T *>(&a[n]);
  use(reinterpret_cast<T *>(&a[n]));
  T *r = reinterpret_cast<T *>(&out[n]);
  T *s = reinterpret_cast<T *>(&*a);
  T *t = reinterpret_cast<T *>(a + 1) + 1;
  T *w = reinterpret_cast<T *>(-n + a);
  T *x = reinterpret_cast<T *>(&n);
  T *y = reinterpret_cast<T *>(&a);
  out[0] = *p + *q + *r + *s + *t + *w + *x + **(T **)y;
}
void launch(char *s, float *o) { k<float><<<1, 1>>>(s, 1, o); }
