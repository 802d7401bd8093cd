// DESC: in a template, a namespace-scope array cast C-style to a type of the template parameters is kept whole (T *a = ((T *)(cdata));), not a local array, a pointer or a named cast
int plain(int x) { return x + 1; }
__device__ __constant__ int cdata[64];
__device__ int gdata[64];
int hdata[64];
template <class T> __global__ void k(T *out, char *smem) {
  T *a = (T *)cdata;
  T *b = (T *)gdata;
  T *c = reinterpret_cast<T *>(cdata);
  T *d = (T *)smem;
  int loc[4];
  T *e = (T *)loc;
  T *f = (T *)&loc[0];
  out[0] = *a + *b + *c + *d + *e + *f;
}
template <class T> void h(T *o) { T *p = (T *)hdata; o[0] = *p; }
void run(float *o, char *s) { k<float><<<1, 1>>>(o, s); h(o); }
