// DESC: int-returning static member call converted to float
template <typename T> struct A { static T get() { return T(); } };
float h() { return 1.0f + A<int>::get(); }
