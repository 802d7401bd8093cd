struct CC { CC(); CC(const CC &); int get() const; };
struct CA { CA &operator=(const CA &); int get() const; };
struct MV { MV(); MV(MV &&); int get() const; };
struct VB : virtual CA { int get2() const; };
struct DC { DC(const DC &) = default; DC(); int get() const; };
template <class T> struct TD { ~TD(); T get() const; };
CC mk_cc(); CA mk_ca(); MV mk_mv(); VB mk_vb(); DC mk_dc(); TD<int> mk_td();
__global__ void k() {}
int main() {
  int a = mk_cc().get() + mk_ca().get() + mk_mv().get() + mk_vb().get2() + mk_dc().get() + mk_td().get();
  k<<<1, 1>>>();
  return a;
}
