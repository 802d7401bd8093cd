// DESC: kernel parameters typed by typedefs of const classes (instance member, class member, global) are spelled const struct P& in the stub and its function type; an instance member typedef of a class reference is a struct P * in the stub's definition
struct P { int x; };
namespace n { template <class T> struct W { typedef const T ct; typedef T &r; }; }
struct S { typedef const P cp; };
typedef const P GP;
__global__ void k(n::W<P>::ct a, n::W<P>::r b, S::cp c, GP d) { }
