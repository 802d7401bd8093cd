// DESC: a typedef of a builtin type passed down a chain of function templates (`test<uint>` calls `gq<T>`, which launches a kernel template deduced from `T *` and `W<T> *`) keeps its name for the instance's parameters (`uint *`) while the class template argument is spelled by the builtin (`W<unsigned int>`)
int first_function(int x) { return x + 1; }
typedef unsigned int uint;
template <class T> struct W { T start; T end; };
template <class T> __global__ void gk(T *d, W<T> *w) { d[0] = w->start; }
template <class T> void gq(T *d, W<T> *w) { gk<<<1, 1>>>(d, w); }
template <class T> void test(T *d, W<T> *w) { gq<T>(d, w); }
void h(uint *a, W<uint> *wa, float *b, W<float> *wb) { test<uint>(a, wa); test<float>(b, wb); }
