// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a later declarator of a declaration (e of Pt s{1}, e{2}) is an aggregate of the specifiers' class, and a later array of class objects is an array: its braced initializers convert and its elements are parenthesized operands
int plain(int x) { return x + 1; }
struct Pt { long v; };
struct Q { float a; int b; };
int main1() {
  Pt s{1}, e{2};
  Pt f = {3}, g = {4};
  Q q1{1, 2}, q2{3, 4};
  long m{1}, n{2};
  float k = 1, j = 2;
  Pt arr[2] = {{1}, {2}}, arr2[1] = {{3}};
  return (int)(s.v + e.v + f.v + g.v + q1.b + q2.b + m + n + k + j + arr[0].v + arr2[0].v);
}

int main2() {
  Pt a1[2] = {}, a2[2] = {};
  Pt b1[1] = {{3}}, b2[1] = {{3}};
  Pt c1, c2[1] = {{3}};
  return (int)(a1[0].v + a2[0].v + b1[0].v + b2[0].v + c2[0].v);
}
int main() { return main1() + main2() + plain(0); }
