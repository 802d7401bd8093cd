// DESC: kernel template parameter packs: an unnamed pack names each element, an empty pack makes one temporary (two unnamed)
template <class... Ts> __global__ void a(Ts...) {}
template <class... Ts> __global__ void b(int, Ts...) {}
template <class... Ts> __global__ void c(int *p, Ts... ts) {}
template <class... Ts> __global__ void e(Ts... ts) {}
void h(int *p) { a<<<1,1>>>(1, 2.0f); a<<<1,1>>>(); b<<<1,1>>>(1); c<<<1,1>>>(p); c<<<1,1>>>(p, 1, 2); e<<<1,1>>>(); }
