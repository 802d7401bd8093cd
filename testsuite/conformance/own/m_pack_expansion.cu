#include <utility>
template <typename... Ts> void sink(Ts...) {}
template <typename... Ts> void sink2(int, Ts...) {}
template <typename... Ts> void sink3(const Ts &...) {}
template <typename... Ts> int count(Ts &&... ts)
{
  int a[] = {ts..., 0};
  int b[] = {(ts, 0)..., 0};
  sink(&ts...);
  sink(std::forward<Ts>(ts)...);
  sink(ts + 1 ...);
  sink((ts, 0)...);
  sink(-ts...);
  sink((ts)...);
  sink2(1, ts...);
  sink3(ts...);
  return sizeof...(Ts) + a[0];
}
template <typename... Ts> int call_through(Ts... ts)
{
  return [&](Ts... copies) {
    void *p[] = {&copies...};
    return (int)p[0];
  }(std::forward<Ts>(ts)...);
}
__global__ void k(int a, float b) {}
template <typename... A> void launch(A... a) { k<<<1, 1>>>(a...); }
int use()
{
  launch(1, 2.0f);
  return count(1, 2.0) + call_through(1, 'c');
}
