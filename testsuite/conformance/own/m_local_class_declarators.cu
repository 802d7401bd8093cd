// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a local declaration defining an unnamed class in its specifiers (struct { ... } paren[100], *p;) is placed at its key, not at its first declarator (a __shared__ one keeps its own placement), and a pointer declarator after the class body's declarators is set off by a blank (', *p'), in host and device bodies
int plain(int x) { return x + 1; }
void h() {
  int nalt, natom;
  struct {
    int nalt;
    int natom;
  } paren[100], *p;
  p = paren;
  (void)p; (void)nalt; (void)natom;
}
__device__ char *d(char *re) {
  int nalt;
  struct {
    int nalt;
  } paren[10], *p;
  p = paren;
  (void)p; (void)nalt;
  return re;
}
int main() { h(); return 0; }
