// DESC: host calls a __device__ function taking a built-in vector type
__device__ float len2(float4 v) { return v.x * v.x + v.y * v.y; }
float h(float4 v) { return len2(v); }
