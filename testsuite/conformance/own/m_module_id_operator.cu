// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the first external function names the module even when it is an operator (mangled with its operator code, _ZmiRK1VS1_); locals declared auto from a call of a function returning a class by value are class objects, so their operators are calls (norm((a - b)))
struct V { int x; };
V operator-(const V &a, const V &b) { return V{a.x - b.x}; }
int norm(const V &v) { return v.x; }
namespace geo { V origin() { return V{0}; } }
V make(int x) { return V{x}; }
int main() {
  auto a = make(3);
  auto b = geo::origin();
  int n = norm(a - b);
  return n;
}
