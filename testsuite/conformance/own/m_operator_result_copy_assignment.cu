// DESC: an overloaded operator expression whose operator functions (the class's members and the functions naming the class in their parameters) all return that class gives an object of it: assigning it to an object of the class copies through the implicit copy assignment, a plain assignment ((c[n]) = ((a[n]) + (a[n]))), not an operator call
int first_function(int x) { return x + 1; }
struct Raw { unsigned short x; };
struct H {
  unsigned short x;
  H() = default;
  H(const Raw &r) : x(r.x) {}
  H &operator=(const Raw &r) { x = r.x; return *this; }
};
H operator+(const H &a, const H &b) { H r; r.x = a.x + b.x; return r; }
H operator-(const H &a) { H r; r.x = -a.x; return r; }
H operator-(const H &a, const H &b) { H r; r.x = a.x - b.x; return r; }
void arrays(const H *__restrict__ a, H *__restrict__ c, H *d, const H *e, int n) {
  c[n] = a[n] + a[n];
  d[n] = e[n] - e[n];
  d[0] = -a[n];
  c[0] = e[n];
}
void host_side(H *c, const H *a) {
  H t;
  t = a[0] + a[1];
  c[0] = t - a[2];
}
