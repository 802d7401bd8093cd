template <typename T> __device__ T id(T x) { return x; }
template <> __host__ int id<int>(int x) { return x + 1; }
template <typename T> __host__ __device__ T hd(T x) { return x; }
template <> int hd<int>(int x) { return x + 1; }
template <typename T> T ho(T x) { return x; }
template <> __device__ int ho<int>(int x) { return x + 1; }
template <typename T> __device__ T d2(T x) { return x; }
template <> __host__ __device__ int d2<int>(int x) { return x + 1; }
template <typename T> __device__ T dd(T x) { return x; }
template <> float dd<float>(float x) { return x + 1; }
int h() { return id(1) + hd(1) + d2(1); }
__global__ void k() { id(1); hd(1); ho(1); d2(1); }
