// FLAGS: -std=c++17
template <auto N> struct C { static constexpr int w = N; int x = N; long y = N; };
template <auto N> int g() { int a = N; auto b = N; double d = N; return a + b + N + (int)d; }
template <int M> int h() { auto b = M; int c = M; return b + c; }
int f() { C<5> c; return C<4L>::w + c.x + g<2>() + h<3>(); }
