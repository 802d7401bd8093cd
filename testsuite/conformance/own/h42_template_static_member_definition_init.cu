template <typename T> struct Counter { static T value; static T other; static const T k; };
template <typename T> T Counter<T>::value = T(0);
template <typename T> T Counter<T>::other = T();
template <typename T> const T Counter<T>::k = T(3) + T(1);
template <typename T> T var = T(2);
template <typename T> T f() { T x = T(0); static T y = T(1); return x + y; }
int g() { return Counter<int>::value + f<int>(); }
template <typename T> struct C2 { static const T k; static T m; };
template <typename T> const T C2<T>::k = T(3) + T(1);
template <typename T> T C2<T>::m = T(3) * 2;
template <typename T> T v3 = T(3) + T(1);
template <typename T> T f2() { T x = T(3) + T(1); const T y = T(2) * T(4); return x + y; }
int g2() { return C2<int>::k + f2<int>(); }
