void h() { auto l = [] __host__ __device__ (int x) { return x; }; l(1); }
