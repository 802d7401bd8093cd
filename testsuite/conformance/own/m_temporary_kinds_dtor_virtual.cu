struct D { ~D(); int v; int get() const; };
struct M { D d; int get() const; };
struct B : D { int get2() const; };
struct C { C(); int v; int get() const; };
struct V { virtual int get() const; int v; };
struct DD { ~DD() = default; int get() const; };
D mk_d(); M mk_m(); B mk_b(); C mk_c(); V mk_v(); DD mk_dd();
D &ref_d();
__global__ void k() {}
int main() {
  int a = mk_d().get() + mk_m().get() + mk_b().get2() + mk_c().get() + mk_v().get() + mk_dd().get();
  int b = ref_d().get() + mk_d().v;
  k<<<1, 1>>>();
  return a + b;
}
