// DESC: template template kernel param
template <typename T> struct Box { T v; };
template <template <typename> class C> __global__ void k(C<int> c) { }
void h() { k<<<1, 1>>>(Box<int>{1}); }
