// FLAGS: -std=c++20
#include <compare>
struct V { int a; auto operator<=>(const V &) const = default; bool operator==(const V &) const = default; };
struct E { int a; bool operator==(const E &) const; bool operator<(const E &) const; };
int f(bool);
int main() {
  V x{1}, y{2}; E p{1}, q{2};
  bool r1 = x < y;
  bool r2 = p < q;
  bool r3 = x != y;
  r1 = x > y;
  r2 = p < q;
  f(x <= y); f(p < q); f(x != y); f(p == q);
  if (x < y) f(true);
  if (p < q) f(true);
  if (x < y || p < q) f(true);
  if (x != y && p == q) f(false);
  if (!(x < y)) f(false);
  int t = x < y ? 1 : 2;
  int u = p < q ? 1 : 2;
  return x >= y;
}
