// DESC: __device__ function redeclared __host__ __device__ inside a namespace
namespace n {
__device__ int f(int);
__host__ __device__ int f(int x) { return x; }
}
