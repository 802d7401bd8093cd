struct S { __device__ float *get() { return nullptr; } };
template <typename T> struct TS { __device__ T *get() { return nullptr; } };
__global__ void k1(float *d) { float *s = S().get(); d[0] = s[0]; }
__global__ void k2(float *d) { float *s = TS<float>().get(); d[0] = s[0]; }
int main() { k1<<<1, 1>>>(0); k2<<<1, 1>>>(0); }
