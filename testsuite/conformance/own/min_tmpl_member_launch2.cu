// DESC: function template launches k<T> explicit args
template <typename T> __global__ void k(T *p) { }
template <typename T> void go(T *p) { k<T><<<1, 1>>>(p); }
void h(int *a) { go(a); }
