struct Acc { float s; }
__device__ __forceinline__ float add(float a, float b) { return a + b; }
