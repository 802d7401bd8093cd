template <typename T> struct Tensor2 { T *data; int rows, cols; };
template <typename T> __global__ void add(Tensor2<T> a, Tensor2<T> b) { }
template <typename T> Tensor2<T> make(int r, int c) { Tensor2<T> t; t.rows = r; t.cols = c; return t; }
void f1() { auto c = make<float>(64, 16); add<<<1, 1>>>(c, c); }
void f2() { auto a = make<double>(1, 2), c = make<double>(64, 16); add<<<1, 1>>>(c, a); }
void f3() { auto a = make<int>(1, 2), b = make<int>(3, 4), c = make<int>(64, 16); add<<<1, 1>>>(c, b); }
