extern "C++" void f2() {}
extern "C++" __device__ void f3();
extern "C++" template <class T> void t2(T) {}
extern "C++" template <class T> __global__ void k2(T) {}
void z() { t2(1); k2<<<1, 1>>>(2); }
