void h() { __device__ int x; }
