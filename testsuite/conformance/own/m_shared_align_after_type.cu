// DESC: a __shared__ local's alignment attribute written after its type is printed first, before the unused attribute and static
struct V{int x;};
__global__ void k() { __shared__ unsigned char __align__(8) s_buffer[64]; __shared__ int __align__(8) s_data[16]; __shared__ __align__(16) float f[4]; s_buffer[0] = 1; s_data[0] = 2; f[0] = 3; }
