// FLAGS: -std=c++20
#include <concepts>
// Constrained template parameters of various forms.
template <std::integral I> __global__ void idx(I *p, I n) { *p = n; }
template <class T> concept Ptr = requires(T t) { *t; };
template <Ptr P> __global__ void deref(P p) { *p = 0; }
void launch(long *l, unsigned *u, float *f)
{
    idx<<<1, 1>>>(l, 5L);
    idx<<<1, 1>>>(u, 5u);
    deref<<<1, 1>>>(f);
}
