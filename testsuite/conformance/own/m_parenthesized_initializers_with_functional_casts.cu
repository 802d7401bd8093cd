struct V { V(int, int) {} V(int) {} };
template <class T> struct VT { VT(T, T) {} };
void h(int x) { V a(int(), int(1)); V b(int(x), 2); V c(int(3)); (void)a; (void)b; (void)c; }
template <class T> void t(T x) { VT<T> a(T(), T(1)); VT<T> b(T(x), T(2)); VT<T> c(T(3), x); (void)a; (void)b; (void)c; }
template void t<int>(int);
