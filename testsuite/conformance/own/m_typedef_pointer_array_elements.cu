// DESC: an array whose element type is a typedef or alias of a pointer shows the null pointer constants of its braced initializer converted, as an array of written pointers does
typedef float *FP;
using IP = int *;
struct S { int a; };
typedef S *SP;
void h() {
  FP a[2] = {nullptr, nullptr};
  float *b[2] = {nullptr, nullptr};
  IP c[1] = {nullptr};
  SP d[1] = {0};
  FP e = nullptr;
  FP x[2] = {e, 0};
  float buf[4] = {1, 2, 3, 4};
}
void local() {
  typedef float *LP;
  using LIP = int *;
  LP a[2] = {nullptr, 0};
  LIP b[1] = {nullptr};
}
