// DESC: cufe's own case (recorded with the real cudafe++ 13.5): main may return a typedef of int; a function hidden by a class template's member warns per instance only (no #997 here); a discarded call picks its overload by argument count before the nodiscard warning
typedef int my_int32;
struct R { [[nodiscard]] static int f(int) { return 1; } template <typename T> [[nodiscard]] static int g(T) { return 2; } };
[[nodiscard]] int h(int) { return 3; }
template <typename T> [[nodiscard]] int tt(T) { return 4; }
struct Dev { [[nodiscard]] static int Sum(int a, int b) { return a + b; } static int Sum(int a, int b, int c, int d = 0) { return a + b + c + d; } };
struct Base { virtual int Exec(int) { return 0; } };
template <typename F> struct Der : Base { int Exec(F) { return 1; } };
struct Der2 : Base { int Exec(float) { return 1; } };
my_int32 main(my_int32 argc, char **argv) {
  R::f(1); R::g(1.0); h(2); tt(3); tt<float>(1);
  Dev::Sum(0, 1, 2); Dev::Sum(0, 1);
  return 0;
}
