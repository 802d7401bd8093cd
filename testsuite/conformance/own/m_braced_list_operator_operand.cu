// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a braced list as an operator function's operand gets no parentheses of its own ((l = {"Copy", "Mul"}), (l += {"a", "b"}))
struct IL { IL(const char *, const char *); };
struct Labels { Labels &operator=(IL); Labels &operator+=(IL); };
void f(Labels &l) {
  l = {"Copy", "Mul"};
  l += {"a", "b"};
}
