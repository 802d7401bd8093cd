// A function template's (and a class template member's) __func__ and
// __PRETTY_FUNCTION__ arrays exist per instance: one temporary each, once
// the instance's code exists. An instance only an inline function nothing
// calls names is made (its kernel launches have stubs), but its code and
// what it names do not count.
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>
template <typename T>
__global__ void saxpy(int n, T a, const T *__restrict__ x, T *__restrict__ y) { y[0] = a * x[0]; }
template <class T> bool cmp(const T *a, T eps) { assert(eps >= 0); assert(a); return a[0] < eps; }
template <class T> void name(T) { printf("%s\n", __func__); }
template <class T> struct W {
    bool check(const T *a, T eps) { assert(eps >= 0); return a[0] < eps; }
};
template <class T> __device__ bool dcmp(const T *a, T eps) { assert(eps >= 0); return a[0] < eps; }
__global__ void k(float *a) { dcmp(a, 0.5f); }
template <class T> void run(T *x) { cmp(x, T(1)); saxpy<T><<<1, 1>>>(1, 2, x, x); }
inline void unused(long *x) { run(x); cmp(x, 2L); }
inline bool used(short *x) { return cmp(x, (short)1); }
int main()
{
    float *a = 0;
    double *b = 0;
    W<float> w;
    name(1);
    return cmp(a, 0.5f) + cmp(b, 0.5) + w.check(a, 0.5f) + used(0);
}
