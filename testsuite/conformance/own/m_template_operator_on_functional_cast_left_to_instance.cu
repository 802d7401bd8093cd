#include <string>
struct V { float x, y; V(float a, float b) : x(a), y(b) {} };
inline V operator+(V a, V b) { return V(a.x + b.x, a.y + b.y); }
template <typename T> V tf(V a) {
  V c = V(1, 2) + a;
  V d = V{1, 2} + a;
  return (V(1, 2) + a) + a;
}
template <typename T> std::string ts(std::string a) {
  std::string b = std::string("q") + a;
  std::string c = a + std::string("q");
  std::string d = std::string{"q"} + a;
  return b;
}
int main() { V a(1, 2); tf<int>(a); ts<int>("z"); return 0; }
