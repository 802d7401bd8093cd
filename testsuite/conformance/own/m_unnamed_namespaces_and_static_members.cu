// DESC: every unnamed namespace opening declares the module's namespace again (namespace X {}; using namespace ::X;), placed at its brace's line when that is not the keyword's; a member function defined outside its class knows the type of the class's static data members that are not constants ((0) != self for a static pointer member, self = (0))
int an_g0;
namespace 
{
    // nothing
} // namespace {

namespace
{
  int an_hidden_v = 3;
}
class AnCR {
public:
  static AnCR *self;
  static int count;
  static void init();
  int v;
};
AnCR *AnCR::self;
int AnCR::count;
void AnCR::init() {
  if (0 != self) { return; }
  self = new AnCR();
  count = count + 1;
  if (self->v > 0 && count > 2) { self = 0; }
}
namespace {
int an_a1 = 1;
}
namespace
{
int an_a2 = 2;
}
namespace {
}
namespace { int an_a3 = 3; }
int an_use() { return an_a1 + an_a2 + an_a3; }
namespace an_foo
{
int an_f1 = 1;
}
namespace
{
int an_a4 = 2;
}
namespace an_bar
{
namespace
{
int an_b2 = 2;
}
}
extern "C"
{
int an_c1;
}
int an_use2() { return an_foo::an_f1 + an_a4 + an_bar::an_b2 + an_c1; }
int an_use3() { return an_hidden_v; }
