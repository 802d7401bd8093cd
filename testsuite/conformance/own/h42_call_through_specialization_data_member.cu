#include <utility>
typedef void (*Fn)(int);
struct S { Fn fp; };
void f(S &s, std::pair<int, Fn> pr, std::pair<int, Fn> *pp, int n) {
  s.fp(n);
  pr.second(n);
  pp->second(n);
}
