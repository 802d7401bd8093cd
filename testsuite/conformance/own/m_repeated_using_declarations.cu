// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a namespace-scope using-declaration repeating an earlier one of its scope is printed once when it names an object, a type, a class template, an enumerator or a typedef (cudafe++ drops the repeat), every time when it names a function or function template; block-scope ones are all kept
int plain(int x) { return x + 1; }
namespace N { int v; struct T {}; void f(); template <class X> struct TT {}; template <class X> void tf(X) {} enum E { EA }; typedef int I; }
using N::v;
using N::T;
using N::f;
using N::TT;
using N::tf;
using N::EA;
using N::I;
using N::v;
using N::T;
using N::f;
using N::TT;
using N::tf;
using N::EA;
using N::I;
namespace M { using N::v; using N::v; }
int main() { using N::T; using N::T; T t; (void)t; return v; }
