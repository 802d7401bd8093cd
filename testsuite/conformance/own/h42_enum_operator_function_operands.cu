enum Flags : unsigned { None = 0, Async = 1u << 0, Pinned = 1u << 1 };
inline Flags operator|(Flags a, Flags b) { return static_cast<Flags>(static_cast<unsigned>(a) | static_cast<unsigned>(b)); }
struct V { int x; };
V operator+(V a, V b) { return V{a.x + b.x}; }
int use(Flags f) { return (int)f; }
int useV(V v) { return v.x; }
void g() {
  int a = use(Async | Pinned);
  Flags f = Async | Pinned;
  Flags h = f | Async;
  int b = use(f | h);
  V p{1}, q{2};
  int c = useV(p + q);
  V r = p + q;
  (void)a; (void)b; (void)c; (void)r;
}
__global__ void k() {}
enum class Mode { Read = 1, Write = 2 };
inline Mode operator|(Mode a, Mode b) { return Mode(int(a) | int(b)); }
inline bool operator&(Mode a, Mode b) { return (int(a) & int(b)) != 0; }
namespace io { enum Opt { X = 1, Y = 2 }; Opt operator+(Opt a, Opt b) { return Opt(int(a) + int(b)); } }
int m(Mode);
void g2() {
  Mode md = Mode::Read | Mode::Write;
  int q = m(Mode::Read | md);
  bool w = md & Mode::Write;
  io::Opt o = io::X + io::Y;
  (void)q; (void)w; (void)o;
}
