// DESC: a C-style cast to a class type converts by a constructor: printed ((T)(x)), as an argument, an initializer or an operand
struct Eng { unsigned s; Eng(unsigned x) : s(x) {} };
struct Agg { int a; };
template <typename T> void shuf(int *a, T e);
void g(int *p, unsigned seed, int n) {
  shuf(p, (Eng)seed);
  Eng e = (Eng)(seed + 1);
  shuf(p, (Eng)n);
  float f = (float)n;
  shuf(p, f);
}
struct Str { Str(const char *); }; Str operator+(const Str &, const char *); void h(const char *nm) { Str u = (Str)"b" + nm; (void)u; }
