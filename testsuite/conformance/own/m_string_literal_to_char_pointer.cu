// DESC: a string literal passed to a parameter declared char * (not const) is converted explicitly: (char *)("...")
void handler(char *file, int line, int err);
void chandler(const char *file, int line);
void mixed(char *a, const char *b, char *c);
struct S { void m(char *p); };
int main() {
  handler("vector.cu", 177, 1);
  chandler("x.cu", 2);
  mixed("a", "b", "c" "d");
  char buf[4];
  mixed(buf, "b", buf);
  S s; s.m(buf);
  return 0;
}
