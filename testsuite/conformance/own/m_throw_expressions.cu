// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a throw statement's operand prints as an expression (throw ((E)(k)); throw k + 1;), and a functional cast to a class as an operand of an operator call brings its own parentheses ((((Str)("a")) + name))
struct Str { Str(const char *); Str(const Str &); };
Str operator+(const Str &, const char *);
struct Err { Err(const Str &); };
struct E { int c; E(int x) : c(x) {} };
void f(const char *name, int k) {
  if (k == 1) throw Err(Str("can not open ") + name);
  if (k == 2) throw 1;
  if (k == 3) throw E(k);
  if (k == 4) throw k + 1;
  try { f(name, 1); } catch (...) { throw; }
}
void g(const char *name) {
  Str s = Str("a") + name;
  Str u = (Str)"b" + name;
}
