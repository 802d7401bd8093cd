// DESC: __managed__ static member of a class template
template <typename T> struct C { static __managed__ T v; };
template <typename T> __managed__ T C<T>::v;
void h() { C<int>::v = 1; }
