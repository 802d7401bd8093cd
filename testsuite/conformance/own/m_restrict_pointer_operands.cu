// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __restrict__ pointer parameter to class objects is a pointer (gA + i is pointer arithmetic, not an operator function call), and *q for a pointer to a class with a user-provided copy assignment is that class's object (its assignment is an operator function call)
struct H { float v; H operator+(int) const; };
struct F4 { float x, y, z, w; };
struct A2 { int a; A2 &operator=(const A2 &o) { a = o.a; return *this; } };
void h(const H* __restrict__ gA, int index, F4 *o) {
  F4 a8 = *reinterpret_cast<const F4*>(gA + index);
  o[0] = a8;
}
void h2(int *p, A2 c, A2 *q, A2 * __restrict__ r) {
  *reinterpret_cast<A2*>(p) = c;
  *q = c;
  *r = c;
  q[1] = c;
}
