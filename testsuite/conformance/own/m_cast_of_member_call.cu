// DESC: cufe's own case (recorded with the real cudafe++ 13.5): (T)(X<int>::f()) + 1 casts a call; a specialization's member followed by () is no function type
template <typename T> struct lim { static T max() { return T(1); } };
long g() { return (long)(lim<int>::max()) + 1L; }
long h() { long a = (long)(lim<short>::max()) * 2; return a; }
