#include <memory>
struct Del { void operator()(void *) const {} };
template <typename T> using uptr = std::unique_ptr<T, Del>;
template <typename T> using up1 = std::unique_ptr<T>;
void f(int *p) {
  auto a = std::unique_ptr<int>(p);
  auto b = std::unique_ptr<int, Del>(p);
  auto c = uptr<int>(p);
  auto d = up1<int>(p);
  std::unique_ptr<int> e;
  int r = e ? 1 : 0;
  std::shared_ptr<int> s;
  r += s ? 1 : 0;
  if (e && s) r++;
  bool z = !e;
  (void)r; (void)z;
}
