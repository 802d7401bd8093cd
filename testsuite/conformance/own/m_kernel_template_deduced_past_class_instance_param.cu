template <typename T, int N> struct Buf { T data[N]; };
struct P { int x; };
template <typename T> __global__ void g1(float *b, T v) { }
template <typename T> __global__ void g2(Buf<float, 4> *b, T v) { }
template <typename T> __global__ void g3(P *b, T v) { }
template <typename T> __global__ void g4(Buf<float, 4> b, T v) { }
void go(Buf<float, 4> *b, float *p, P *q) { g1<<<1,1>>>(p, 1); g2<<<1,1>>>(b, 1); g3<<<1,1>>>(q, 1); g4<<<1,1>>>(*b, 1); }
