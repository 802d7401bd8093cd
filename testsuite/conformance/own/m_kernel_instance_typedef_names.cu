// DESC: a kernel template instance's parameter types keep the typedef of a builtin type its argument was first written as (k<realt> gives realt *, also through a function template's parameter); its name and mangling use the type itself (k<float>, IfE); a later instance written with the type itself is the same instance
typedef unsigned char uchar_m;
typedef float realt;
template <class T> struct BoxS { T v; };
template <class T> __global__ void tks(T *__restrict__ d, const T *s, int n) { d[0] = s[0]; }
template <class T> __global__ void tkb(BoxS<T> *b, T v) { b->v = v; }
template <class T> void hrun_s(T *d, T *s) { tks<T><<<1, 1>>>(d, s, 1); }
void hmain_s(void *a, void *b)
{
  tks<realt><<<1, 1>>>((realt *)a, (realt *)b, 1);
  tks<float><<<1, 1>>>((float *)a, (float *)b, 2);
  tkb<realt><<<1, 1>>>((BoxS<realt> *)a, 1.0f);
  hrun_s<uchar_m>((uchar_m *)a, (uchar_m *)b);
}
