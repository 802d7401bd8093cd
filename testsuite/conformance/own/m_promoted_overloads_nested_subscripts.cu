// DESC: a call whose arguments reach a plain overload only by promotion (short, char to int) has that overload's result type, converted where assigned (val = (mx(val, t))); an auto variable initialized by pointer arithmetic is a pointer (its elements are lvalues in parentheses); a subscript of an element that is itself a class object calls operator[] at every level ((((a)[i])[j])[k]) and its element's type converts; T x(f(y)) read as a block-scope declaration still hides a namespace of its name
int first_function(int x) { return x + 1; }

int mx(int a, int b) { return a > b ? a : b; }
unsigned mx(unsigned a, unsigned b) { return a > b ? a : b; }
float mx(float a, float b) { return a > b ? a : b; }

template <class T> struct Vec {
  T *d;
  T &operator[](int i) { return d[i]; }
  const T &operator[](int i) const { return d[i]; }
};

short f(short val, short t, char c, unsigned short u) {
  val = mx(val, t);
  short w = mx(c, val);
  val = mx(u, u);
  return val + w;
}

int g(int *p, const float *q, int n) {
  auto a = p + n;
  auto b = q - 1;
  auto c = n + p;
  a[0] = 1;
  c[1] = 2;
  float x = b[2];
  int d = a - p;
  return a[1] + d + (int)x + (p + 1)[0];
}

double h(Vec<Vec<Vec<double> > > &v, Vec<Vec<int> > &w, int i, int j, int k) {
  v[0][1][2] = w[1][2];
  double d = v[i][j][k];
  v[i][j][k] = d;
  return v[1][2][3];
}

namespace cli { struct Menu { int a; }; struct Cli { Cli(Menu *m) : a(m->a) {} int a; }; }
namespace ns { template <class T> T *mk() { return new T(); } template <class T> T mv(T t) { return t; } }
int run() {
  cli::Menu *rootMenu = ns::mk<cli::Menu>();
  cli::Cli cli( ns::mv(rootMenu) );
  return cli.a;
}
