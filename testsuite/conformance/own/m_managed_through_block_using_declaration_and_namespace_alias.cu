namespace ns { __managed__ int v; namespace inner { __managed__ long w; } }
namespace q2 = ns::inner;
__global__ void k() { ns::v = 1; }
int f1() { using namespace ns; return inner::w + v; }
int f2() { using ns::inner::w; return w; }
int f3() { namespace q = ns::inner; return q::w; }
int f4() { return q2::w; }
int f5() { using namespace ns::inner; return w; }
int f6() { namespace q = ns; return q::inner::w + q::v; }
