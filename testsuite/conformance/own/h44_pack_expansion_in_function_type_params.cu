#include <functional>
template <typename... KArgs, typename... Args>
int launch(void (*k)(KArgs...), Args &&...args) { return sizeof...(Args); }
template <typename... Ts>
struct Holder {
  std::function<void(Ts...)> f;
  void (*g)(Ts...);
  using Fn = int (*)(Ts...);
  typedef void (*Cb)(int, Ts...);
};
template <typename... Ts> void call(Ts... ts) { }
template <typename... Ts> void h(int (*)(Ts...), Ts...) { }
template <typename... Ts> __global__ void k(Ts... ts) { }
void user() { launch(k<int>, 1); }
