// A kernel template's instance calls a device function template: that
// instance's device code exists with it, and its calls with two or more
// run-time arguments make cicc's temporaries (one per argument).
__device__ __noinline__ float mul(float a, float b) { return a * b; }
template <class T> __device__ T scaled(T a, T b) { return mul(a, b); }
template <class T> __device__ T twice(T a) { return a + a; }
template <class T> __global__ void apply(T *out, T x) { out[0] = scaled(x, x) + twice(x); }

template __global__ void apply<float>(float *, float);
template __global__ void apply<double>(double *, double);
