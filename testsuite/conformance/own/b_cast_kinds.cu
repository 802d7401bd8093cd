// DESC: different cast kinds in host code
struct B { virtual ~B() {} }; struct D : B {};
long h(B *b, const int *ci, double d) { D *dp = dynamic_cast<D *>(b); int *ip = const_cast<int *>(ci); long l = reinterpret_cast<long>(ip); float f = static_cast<float>(d); int g = int(d); return l + (long)f + g + (dp != nullptr); }
