// DESC: an initializer naming a kernel template instance with several arguments (auto k = kk<int, 256>;) is one declarator, not split at the comma: the instance exists (its address is taken) and the initializer prints as an expression
int plain(int x) { return x + 1; }
template <typename T> __global__ void kk2(T *a) { a[0] = 1; }
template <typename T, int N> __global__ void kk3(T *a) { a[0] = N; }
template <typename T, int N> __global__ void kk4(const T *__restrict__ a, int *b) { b[0] = a[0] + N; }
void host1() { auto kern = kk2<int>; (void)kern; }
void host2() { auto kern = kk3<int, 4>; (void)kern; }
void host3() { auto kern = kk4<int, 4>; (void)kern; }
template <typename T, int N> __global__ void kk5(const T *__restrict__ a, int *b, int n) { b[0] = a[0] + N + n; }
void host4(const int *a, int *b, int n) {
  if (n < 1024) {
    constexpr int fill = 256;
    auto kern = kk5<int, fill>;
    kern<<<1, fill + n, 0, 0>>>(a, b, n);
  }
}
