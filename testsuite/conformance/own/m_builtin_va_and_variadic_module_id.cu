// DESC: GNU va_list builtins print as cudafe++ prints them: the va_list operand in parentheses (not va_end's, not a parameter's, which is a pointer), no blank after the commas, va_arg's type as a type and its call parenthesized as an operand (s += (__builtin_va_arg((ap),int))); a variadic function mangles its ellipsis as z, which the module id hashes (_Z4vsumiz is longer than 8)
typedef __builtin_va_list bv_list;
int bv_sum(int n, ...) {
  bv_list ap;
  __builtin_va_start(ap, n);
  int s = 0;
  char *c = 0;
  for (int i = 0; i < n; i++) {
    s += __builtin_va_arg(ap, int);
    unsigned u = __builtin_va_arg(ap, unsigned int);
    double d = __builtin_va_arg(ap, double);
    c = __builtin_va_arg(ap, char *);
    s += u + (int)d + __builtin_va_arg(ap, long);
  }
  bv_list aq;
  __builtin_va_copy(aq, ap);
  __builtin_va_end(aq);
  __builtin_va_end(ap);
  return s + (c != 0);
}
static int bv_take(const char *f, bv_list args) {
  int a = __builtin_va_arg(args, int);
  char *p = __builtin_va_arg(args, char *);
  return a + (p != 0) + (f != 0);
}
int bv_log(const char *f, ...) {
  bv_list args;
  __builtin_va_start(args, f);
  int r = bv_take(f, args);
  __builtin_va_end(args);
  return r;
}
