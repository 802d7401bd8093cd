// DESC: a declaration after pointer declarators declares the specifiers type (int *a, n = 0: n is an int), and enumerators of an enumeration declared in a function body are constants converted where used
int main() {
  enum { SZ = 64 * 4 };
  unsigned long x = 5;
  unsigned long z = SZ / 1024UL;
  if (x >= SZ) {}
  int y = SZ;
  return 0;
}
void f() { int *a, *b, n = 0; int c = 1, *d = 0, e = 2; float *p, q = 1; }
