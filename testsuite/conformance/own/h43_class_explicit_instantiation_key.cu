template <class T> struct A { T v; };
extern template struct A<float>;
template struct A<double>;
template class A<int>;
template <typename T> class Buf { T *p; public: T *get() const { return p; } };
template struct Buf<char>;
extern template class Buf<float>;
namespace n { template <class T> struct B { T v; }; template struct B<int>; extern template class B<long>; }
namespace n { template struct B<short>; }
int main() { A<int> a{1}; n::B<int> b{2}; return a.v + b.v; }
