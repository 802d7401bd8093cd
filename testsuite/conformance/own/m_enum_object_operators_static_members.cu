// DESC: an operator applied to objects of an enumeration (a class's static data member, also named through a typedef'd specialization that inherits it, or a local) calls an operator function that takes the enumeration: printed as an operator call ((ios::bin | ios::in)); enumerators themselves stay built-in operands; a static data member named through an object is printed in parentheses ((s.beg), (p->cnt))
int first_function(int x) { return x + 1; }

enum Mode_ { M_in = 1, M_out = 2, M_bin = 4 };
inline Mode_ operator|(Mode_ a, Mode_ b) { return Mode_((int)a | (int)b); }
enum Plain { PA = 1, PB = 2 };

struct base {
  typedef Mode_ mode;
  static const mode in = M_in;
  static const mode out = M_out;
  static const mode bin = M_bin;
};
template <class C> struct bios : base { C c; };
typedef bios<char> ios;

struct File {
  File(const char *, base::mode) {}
  void seek(int, int) {}
  static const int beg = 0;
  static int cnt;
  int pos;
  static int get() { return 1; }
};
int File::cnt = 0;
void use(int, base::mode) {}
void use2(int, int) {}

int f(const char *name, File *p) {
  File s(name, ios::bin | ios::in);
  File t(name, base::in | base::bin | base::out);
  base::mode m = base::in | base::out;
  use(1, ios::in | ios::out);
  Mode_ a = M_in, b = M_out;
  Mode_ c = a | b;
  Mode_ d = M_in | M_out;
  int y = PA | PB;
  s.seek(0, s.beg);
  s.seek(0, s.pos);
  use2(0, p->beg);
  int k = s.beg;
  k = s.cnt + 1;
  k += p->cnt;
  int j = s.get() + p->get();
  return k + j + s.beg + (int)m + (int)c + (int)d + y;
}
