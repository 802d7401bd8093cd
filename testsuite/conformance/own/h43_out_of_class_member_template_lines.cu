template <typename T> struct A { void run(); int get() const; static int s(); template <class U> U conv(); };
template <typename T>
void A<T>::run() { }
template <typename T>
int A<T>::get() const { return 1; }
template <typename T> int A<T>::s() { return 2; }
template <typename T>
template <class U>
U A<T>::conv() { return U(); }
template <>
void A<int>::run() { }
