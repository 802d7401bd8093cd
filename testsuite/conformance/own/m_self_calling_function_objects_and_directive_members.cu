// DESC: a variable is in scope in its own initializer: a lambda there that calls a function-object variable being initialized calls its operator() ((f)(k - 1)), and a variable of a class type initialized by a lambda gets no closure typedef (only an auto one does); assigning to what a function template returns that is a specialization of a class template with an operator= calls that operator ((lib::tie(a, b) = (mk(n)))); a member function defined outside its class, named through a using-directive (using namespace rw; int Solver::run()), calls the class's members (this->look(id, 2)), not the namespace's functions of those names
int first_function(int x) { return x + 1; }

namespace lib {
template <class Sig> class function;
template <class R, class A> class function<R(A)> {
public:
  template <class F> function(F f) : p(0) {}
  R operator()(A a) const { return R(); }
private:
  void *p;
};
template <class A, class B> struct pair2 {
  A &a; B &b;
  pair2(A &x, B &y) : a(x), b(y) {}
  pair2 &operator=(const pair2 &o) { a = o.a; b = o.b; return *this; }
};
template <class A, class B> pair2<A, B> tie(A &a, B &b) { return pair2<A, B>(a, b); }
}

lib::pair2<int, float> mk(int n);

int function_objects(int n) {
  lib::function<int(int)> f = [&](int k) { return k > 0 ? f(k - 1) + 1 : 0; };
  lib::function<int(int)> h = [](int k) { return k; };
  auto g = [](int k) { return k + 1; };
  int r = h(n) + f(n) + g(n);
  int a = 0; float b = 0;
  lib::tie(a, b) = mk(n);
  return r + a;
}

__device__ int eval(int cur, int *match, int cls) { return cur; }
__device__ int look(int a, int b, int c) { return a; }
namespace rw {
class Solver {
public:
  int run(int id);
  int eval(int cur, int cls, const int *match) { return cur + cls; }
  int look(int a, int b) { return a + b; }
};
}
using namespace rw;
int Solver::run(int id) {
  int m[4] = {0, 1, 2, 3};
  int k = look(id, 2);
  return eval(k, id, m);
}
