class A {
 public:
  static
  int
  f();
 private:
  template <typename T>
  T g(T x) { return x; }
 protected:
  template <typename T> static T h(T x) { return x; }
 public:
  template <typename T>
  struct Inner { T v; };
 private:
  int
  m_;
 public:
  template <typename T>
  A(T) {}
  A() = default;
};
int main() { A a(1); return a.f(); }
