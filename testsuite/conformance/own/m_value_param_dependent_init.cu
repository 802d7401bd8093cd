// DESC: a value template parameter initializing an object of a type template parameter shows its conversion as parentheses (size_type a = (bs);)
template <int bs, typename size_type> void mm(size_type n) { size_type a = bs; size_type b = n; int c = bs; size_type d = bs * 2; }
template <int N> struct W { template <class T> void f() { T v = N; } };
int main() { mm<16, long>(3); W<2>().f<short>(); }
