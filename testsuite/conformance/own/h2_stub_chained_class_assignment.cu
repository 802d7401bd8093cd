// In device code, `a = b = v` storing a class passes the inner store's
// value on through a temporary when the outer store's address reads a
// variable other than a parameter; a chain of scalars makes none.
#include <cuda_runtime.h>
struct P { int a, b; };
__global__ void k(P *x, P *y, P v, P w, int j)
{
    int i = threadIdx.x;
    x[i] = y[i] = v;
    x[i] = (y[0] = w);
    x[0] = y[i] = v;
    x[j] = y[j] = w;
}
__global__ void k4(float4 *x, float4 *y, float val)
{
    float4 v = make_float4(val, val, val, val);
    int i = threadIdx.x;
    x[i] = y[i] = v;
    x[1] = y[2] = v;
}
__global__ void ki(int *x, int *y, int v)
{
    int i = threadIdx.x;
    x[i] = y[i] = v;
}
