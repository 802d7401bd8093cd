template <typename T> void f(T) {}
template <> __global__ void f<int>(int x) {}
void h() { f<<<1, 1>>>(2.0); f<<<1, 1>>>(2); }
