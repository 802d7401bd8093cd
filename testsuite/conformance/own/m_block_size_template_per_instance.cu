template <int X, int Y> __global__ void __block_size__((X, 1, 1), (1, Y, 1)) k(float *p) { p[0] = 0; }
template __global__ void k<0, 1>(float *);
template __global__ void k<2, 0>(float *);
template __global__ void k<2, 2>(float *);
template <int X> __global__ void __block_size__((4, X + 1, 1)) k2(float *p) { p[0] = 0; }
template __global__ void k2<-1>(float *);
template <long X> __global__ void __block_size__((X, 1, 1)) k3(float *p) { p[0] = 0; }
void h(float *p) { k2<-2><<<1, 1>>>(p); }
