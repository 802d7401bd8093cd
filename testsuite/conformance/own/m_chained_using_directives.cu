// DESC: a using-directive naming a namespace an earlier directive brought in (using namespace outer; using namespace inner;) nominates outer::inner: the types it brings are printed qualified
int plain(int x) { return x + 1; }
namespace outer { namespace inner { template <class T> struct dur { T v; }; struct clk { int t; }; typedef int rep; } }
using namespace outer;
using namespace inner;
void f() {
  dur<double> d;
  clk c;
  c.t = 2;
  rep r = 1;
  d.v = c.t + r;
  inner::dur<float> e;
  e.v = 1;
}
