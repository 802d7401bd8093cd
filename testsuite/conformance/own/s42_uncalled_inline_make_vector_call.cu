// DESC: an inline __host__ __device__ function nothing calls, whose body calls the runtime's make_float2: that make_float2's code (a returned local vector) is not made for it
inline __host__ __device__ float2 halve(float2 v) { return make_float2(v.x * 0.5f, v.y * 0.5f); }
inline __host__ __device__ float2 splat(float s) { return make_float2(s, s); }

__global__ void scale(float *out, const float *in, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * s;
}
