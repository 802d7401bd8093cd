template <class T> void g(T *);
template <> __global__ void g<char>(char *p) {}
void h(char *c) { g<<<1, 1>>>(c); }
