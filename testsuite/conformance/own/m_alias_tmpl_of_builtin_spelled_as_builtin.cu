template <typename T, typename U> using First = T;
template <typename T> __global__ void k(First<T, char> p, First<int, T> q) { }
void h() { k<<<1, 1>>>(1.0f, 2); }
