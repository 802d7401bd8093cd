// DESC: a using-directive names a namespace found through an earlier directive by its qualified name relative to the directive's scope (using namespace inner; after using namespace outer; is using namespace outer::inner;), a leading :: dropped; a friend function defined in its class prints inline
namespace ud_outer { namespace ud_inner { int ud_iv = 1; } namespace ud_in2 { int ud_jv = 2; } }
using namespace ud_outer;
using namespace ud_inner;
namespace ud_outer { using namespace ud_in2; }
namespace ud_al = ud_outer::ud_in2;
using namespace ud_al;
using namespace ::ud_outer::ud_inner;
struct UdPrm {
  int v;
  friend int ud_peek(const UdPrm &p) { return p.v; }
  friend inline int ud_peek2(const UdPrm &p) { return p.v + 1; }
  friend int ud_peek3(const UdPrm &p);
};
int ud_peek3(const UdPrm &p) { return p.v; }
int ud_use(UdPrm p) { return ud_iv + ud_jv + ud_peek(p) + ud_peek2(p) + ud_peek3(p); }
