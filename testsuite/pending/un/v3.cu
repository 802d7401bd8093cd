template <class T> __global__ void f(T, int n) {}
void h() { f<<<1, 1>>>(1.0f, 2); f<<<1, 1>>>(1, 2); }
