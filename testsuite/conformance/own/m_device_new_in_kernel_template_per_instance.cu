template <typename T> __global__ void k(T *p, int n) { T *q = new T[n]; q[0] = p[0]; }
void host(float *p, double *q) { k<<<1, 1>>>(p, 2); k<<<1, 1>>>(q, 3); }
