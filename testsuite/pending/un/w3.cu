void h(int) {}
template <class T> __global__ void f(T) {}
__global__ void k(int) {}
void g() { f<<<1, 1>>>(1); }
