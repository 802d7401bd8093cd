template <typename T> __managed__ T m = T(1);
template <> __managed__ int m<int> = 7;
__global__ void k(float *o) { o[0] = m<int>; }
void h() { m<int> = 3; }
