// DESC: plain lambda inside device fn and hd fn
__device__ int f(int x) { auto g = [x](int y) { return x + y; }; return g(1); }
__host__ __device__ int hd(int x) { auto g = [&](int y) { return x * y; }; return g(2); }
int h() { return hd(3); }
