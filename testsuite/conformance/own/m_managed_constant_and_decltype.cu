// DESC: a __managed__ __constant__ variable written by the host is not a modifiable lvalue; decltype of a qualified __managed__ variable is reported at the start of its name
namespace ns { __managed__ int m; }
__managed__ int g;
decltype(ns::m) h() { return ns::m; }
decltype(::g) h2() { return g; }
decltype(::ns::m) h3() { return g; }
__managed__ __constant__ int mc;
void w() { mc = 1; int x = mc; (void)x; }
