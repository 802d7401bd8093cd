struct D { ~D(); int v; };
struct P { int v; };
D mk_d(); D &ref_d(); P mk_p(); P &ref_p();
__global__ void k() {}
int main(int argc, char **) {
  D a = argc ? mk_d() : ref_d();
  D b = argc ? ref_d() : ref_d();
  P c = argc ? mk_p() : ref_p();
  D e(argc ? mk_d() : ref_d());
  k<<<1, 1>>>();
  return a.v + b.v + c.v + e.v;
}
