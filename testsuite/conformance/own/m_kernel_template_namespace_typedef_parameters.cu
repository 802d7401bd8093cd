namespace q { typedef unsigned long sz2; }
typedef unsigned long sz;
template<class T> __global__ void k(T *p, sz n, q::sz2 m) {}
void f(float *p) { k<<<1,1>>>(p, 3, 4); }
