// A kernel and the device helper it calls: cufe reports nothing here.
// Make `scale` return `int` and `bazel build //:check` fails with cudafe++'s
// "a __global__ function must have a void return type".
__device__ int twice(int x) { return 2 * x; }

__global__ void scale(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        p[i] = twice(p[i]);
    }
}
