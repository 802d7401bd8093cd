// DESC: kernel with template template param
template <typename T> struct Box { T v; };
template <template <typename> class C, typename T> __global__ void k(C<T> c, T *o) { o[0] = c.v; }
void h(int *o) { Box<int> b{1}; k<<<1, 1>>>(b, o); }
