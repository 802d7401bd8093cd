__device__ float fast_exp(float x) { return x; }
float hexp(float x) { return x; }
template <typename T> __host__ __device__ T softplus(T x) { return fast_exp(x) + 1; }
template <typename T> T soft2(T x) { return hexp(x) + 1; }
template <typename T> T soft3(T x) { return hexp(2.0f) + 1; }
float host() { return softplus(1.0f) + soft2(1.0f) + soft3(1.0f); }
