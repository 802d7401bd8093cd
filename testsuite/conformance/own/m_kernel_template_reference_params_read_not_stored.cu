template <typename T> __device__ void acc(T &x, const T *q, int n) { x += q[n]; }
template <typename T> __device__ void acc2(T &x, T y) { x += y; }
template <typename T, int N>
__global__ void k(const T *A, int n) { T s = 0; acc(s, A, n); acc2(s, A[0]); acc2(s, 1.0f); }
void go(const float *A) { k<float, 4><<<1,1>>>(A, 2); }
