__global__ void kk(int *p) {}
template <typename... Ts> int f(Ts... ts) { int n = sizeof...(Ts); long m = sizeof...(ts); unsigned long u = sizeof...(Ts); return n + m + u + sizeof...(Ts); }
int h() { return f(1, 2); }
template <typename... Ts> bool g(Ts... ts) { return sizeof...(Ts) > 1; }
