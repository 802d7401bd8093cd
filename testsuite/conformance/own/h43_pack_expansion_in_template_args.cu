// FLAGS: -std=c++17
#include <utility>

template <std::size_t... Is>
constexpr int sum_indices(std::index_sequence<Is...>) { return (int(Is) + ...); }

template <typename... Ts> struct List {};
template <typename T, typename... Ts> List<T, Ts...> prepend(List<Ts...>) { return {}; }

template <typename F, typename... Args>
__global__ void invoke(F f, Args... args) { f(args...); }

template <typename F, typename... Args>
void launch(F f, Args... args) { invoke<F, Args...><<<1, 1>>>(f, args...); }

int main() {
  constexpr int s = sum_indices(std::make_index_sequence<5>{});
  auto l = prepend<int>(List<float, double>{});
  (void)l;
  return s;
}
