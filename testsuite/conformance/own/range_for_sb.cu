// FLAGS: -std=c++17
// DESC: range-for and structured bindings
struct Pair { int a; float b; };
int h() {
  int arr[4] = {1, 2, 3, 4}; int s = 0;
  for (int x : arr) s += x;
  for (auto &x : arr) x *= 2;
  Pair p{1, 2.0f}; auto [q, r] = p; auto &[q2, r2] = p;
  return s + q + (int)r + q2;
}
