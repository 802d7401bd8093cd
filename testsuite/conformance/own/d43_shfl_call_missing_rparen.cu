__inline__ __device__ float warp_sum(float val) {
  for (int offset = 16; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset;
  return val;
}
