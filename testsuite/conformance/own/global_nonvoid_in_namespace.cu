// DESC: __global__ function returning float in a namespace
namespace n {
__global__ float k(float *p) { return *p; }
}
