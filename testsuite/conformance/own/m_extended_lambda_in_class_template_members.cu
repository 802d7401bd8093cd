// FLAGS: --extended-lambda
#include <cstdio>
template <typename F>
int remember(F f) { return sizeof(f) > 0 ? 1 : 0; }
template <typename T, int N> struct Grid {
  T *cells;
  int count() const;
  int mark(int n) {
    T *c = cells;
    return remember([=] __device__(int i) { c[i] = T(N); }) + n;
  }
};
template <typename T, int N>
int Grid<T, N>::count() const {
  T *c = cells;
  return remember([=] __host__ __device__(int i) { return c[i] * N; });
}
int main() {
  Grid<float, 4> g{nullptr};
  printf("%d %d\n", g.mark(1), g.count());
  return 0;
}
