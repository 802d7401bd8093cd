// DESC: class template launching a templated kernel from member
template <typename T> __global__ void k(T *p, int n) { p[n] = T(); }
template <typename T> struct Dev { T *p; int n; void launch(int blocks) { k<T><<<blocks, 128>>>(p, n); } };
void h(Dev<int> &a, Dev<double> &b) { a.launch(2); b.launch(3); }
