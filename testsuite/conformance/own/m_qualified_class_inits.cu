typedef const char *cstr;
struct Str { Str(const char *); };
namespace q {
struct Str2 { Str2(const char *); };
struct Pair { Pair(int a, int b); };
namespace in { struct Deep { Deep(float); }; }
}
using q::Str2;
using q::in::Deep;
__global__ void k() {}
void sink(const void *);
void f(int n) {
  const char *p = "x";
  cstr c = "y";
  auto r = "z";
  Str s = "w";
  const Str &t = "v";
  Str u = Str("u");
  q::Str2 v = q::Str2("a");
  Str2 w = "b";
  q::Pair pr = q::Pair(n, 2);
  Deep d = Deep(1.0f);
  q::in::Deep e(2.0f);
  sink(p); sink(c); sink(r); sink(&s); sink(&t); sink(&u); sink(&v); sink(&w); sink(&pr); sink(&d); sink(&e);
}
