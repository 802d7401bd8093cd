template <typename T, int N>
struct Buf { T data[N]; __host__ __device__ T &operator[](int i) { return data[i]; } };
template <typename T>
__global__ void f1(T *p, T v) { p[threadIdx.x] = v; }
template <typename T>
__global__ void f2(Buf<T, 4> *b, T v) { (*b)[0] = v; b->data[1] = v; }
template <typename T>
__global__ void f3(Buf<float, 4> *b, T v) { (*b)[0] = v; }
template <typename T>
__global__ void f4(T b, int v) { b[0] = v; b[1] += v; }
template <typename T>
__global__ void f5(T *b, int v) { *b = v; b[0] = v; }
void go(Buf<float, 4> *b, float *p) { f1<<<1, 8>>>(p, 1.0f); f2<<<1,1>>>(b, 2.f); f3<<<1,1>>>(b, 1); f4<<<1,1>>>(p, 1); f5<<<1,1>>>(p, 1); }
