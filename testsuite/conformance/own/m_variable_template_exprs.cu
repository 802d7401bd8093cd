template <typename T> constexpr T pi = T(3);
template <typename T> __device__ T dv = T(2);
template <typename T> __managed__ T mv = T(1);
__global__ void k(float *p) { p[0] = dv<float> + dv<int>; }
double h() { return pi<double> + pi<float> + mv<int> + mv<long>; }
