// DESC: cufe's own case (recorded with the real cudafe++ 13.5): literal arguments choose the overload whose parameters are their types exactly (g(1) calls the __device__ g(int), not the host g(float)); a constexpr __device__ function called from a __host__ __device__ one gets the constexpr message
int plain(int x) { return x + 1; }
__device__ int g(int x) { return x; }
int g(float x) { return (int)x; }
__device__ int k(double x) { return 0; }
int k(long x) { return 1; }
int h() { return g(1) + g(1.0f) + g(2) + k(1.0) + k(1L); }
__device__ constexpr int sq(int x) { return x * x; }
__host__ __device__ int hd2(int v) { return sq(v); }
