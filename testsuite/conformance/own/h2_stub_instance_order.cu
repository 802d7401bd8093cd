// The stub numbers a template instance's temporaries where it comes into
// being: where code that exists anyway names it, among the kernel
// template instances named around it; what instances name in turn at the
// end of the unit, in the order of a depth-first walk of their bodies.
#include <cuda_runtime.h>
template <typename T>
__global__ void saxpy(int n, T a, const T *__restrict__ x, T *__restrict__ y)
{
    int i = threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
__host__ __device__ int g(int a, int b) { return a + b; }
template <class T> __host__ __device__ T hd(T a, T b) { return g(a, b); }
template <typename T>
void run(int n, T a, T *dx, T *dy)
{
    saxpy<T><<<1, 256>>>(n, a, dx, dy);
    cudaMalloc(&dx, n * sizeof(T));
    hd(n, n);
}
void first(int x) { hd(x, x); }
void second(float *x)
{
    double *p;
    cudaMalloc(&p, 8);
    saxpy<float><<<1, 1>>>(1, 2.0f, x, x);
    long *q;
    cudaMalloc(&q, 8);
    saxpy<long><<<1, 1>>>(1, 2, q, q);
}
int main()
{
    run<short>(1, 2, 0, 0);
    run<char>(1, 2, 0, 0);
}
