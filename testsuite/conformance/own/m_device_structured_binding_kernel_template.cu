template <typename T> struct P2 { T a, b; };
template <typename T> __global__ void k(P2<T> *p) { auto [x, y] = p[0]; p[1].a = x + y; }
void host(P2<float> *p, P2<int> *q) { k<<<1, 1>>>(p); k<<<1, 1>>>(q); }
