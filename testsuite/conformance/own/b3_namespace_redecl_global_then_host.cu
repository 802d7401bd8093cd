// DESC: in namespace: declared __global__, defined __host__
namespace n {
__global__ void f(int *);
}
__host__ void n::f(int *p) {}
