// DESC: kernel parameters typed by member typedefs of class template instances (and of plain classes): each named in the stub through a typedef named by its mangled nested name, whose line spells a builtin (cv-qualified too) as that type and anything else as Class<args> ::member; a member naming another instance's member gets that typedef first; typedefs ordered global scope (declared classes' first) then namespaces, an instance's members together
struct P { int x; };
struct S { typedef int I; typedef P Q; typedef int *IP; };
namespace n { struct R { typedef long L; }; template <class T> struct W { typedef T t; typedef T *tp; typedef P q; typedef n::R r; typedef const T ct; typedef T arr[2]; }; }
template <typename T> struct Traits { typedef T type; typedef P cls; typedef T &ref; typedef typename n::W<T>::t wt; typedef S::I si; };
__global__ void k1(S::I a, S::Q b, S::IP c, n::R::L d) { }
__global__ void k2(n::W<int>::t a, n::W<int>::tp b, n::W<char>::q c, n::W<int>::r d, n::W<int>::ct e) { }
__global__ void k3(Traits<short>::cls a, Traits<P>::wt b, Traits<int>::wt c, Traits<int>::si d, Traits<P*>::type e) { }
__global__ void k4(n::W<P>::t a, n::W<P>::tp b, n::W<P*>::t c) { }
