template <typename T> T ho(T x) { return x; }
template <> __device__ int ho<int>(int x) { return x + 1; }
template <typename T> __device__ T dd(T x) { return x; }
template <> float dd<float>(float x) { return x + 1; }
template <typename T, int N> __device__ T dn(T x) { return x + N; }
template <> int dn<int, 3>(int x) { return x + 1; }
int h() { return ho(1) + ho<int>(2) + ho(1.0) + dd(1) + dn<int, 3>(1) + dn<long, 3>(1); }
