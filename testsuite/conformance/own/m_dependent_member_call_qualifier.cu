// DESC: in a template, a call of a class's member function template (or overloaded member) through its class with an argument whose type depends on the template's parameters names the class as the instance will: from the scope around, inline namespaces included (lib::v1::Dev::Sum(t) for lib::Dev::Sum(t), Dev::Sum(t) inside ns); namespace-scope functions and non-dependent calls stay as written
int first_function(int x) { return x + 1; }

namespace lib {
inline namespace v1 {
struct Dev {
  template <class T> static int Sum(T t) { return (int)t; }
  static int Sum2(int t) { return t; }
};
template <class T> int free_fn(T t) { return 1; }
int plain(int) { return 0; }
}
}

template <class T>
int f(T t) {
  int a = lib::Dev::Sum(t) + lib::free_fn(t) + lib::Dev::Sum2(1) + lib::plain(2) + lib::Dev::Sum(1);
  return a;
}

namespace ns {
struct Dev { template <class T> static int Sum(T t) { return (int)t; } };
struct Outer {
  struct In { template <class T> static int S(T t) { return 1; } };
  template <class T> int g(T t) { return In::S(t); }
};
template <class T>
int f2(T t) { return Dev::Sum(t) + ns::Dev::Sum(t); }
}

int g() { ns::Outer o; return f(1) + ns::f2(1) + o.g(3); }
