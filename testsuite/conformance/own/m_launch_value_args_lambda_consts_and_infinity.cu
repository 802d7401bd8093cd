// DESC: a kernel template's value arguments in a launch print as expressions without a macro's outer parentheses (qk< float, 1 << ((10 - 1) - 1), 5>), shifts among them do not open template lists, so the stub has the instance; a const or constexpr variable initialized by a lambda gets two typedef names (typedef decltype(a) __T0, __T1;); GCC's infinity and NaN builtins are constants: an initializer computing with them is folded ((-__builtin_inff())) though not in a braced list nor in a template, where a call alone converted to a template parameter's type is set off ((__builtin_inff())); a later declarator of a template parameter's type converts its constant initializer as the first does (value_t a = (1), b = (2))
int first_function(int x) { return x + 1; }
#define VAL (1 << (10 - 1 - 1))
#define MASK (((1 << (5 + 1)) - 1) << 10)
#define INF (__builtin_inff())
template <typename T, int A, int B> __global__ void qk(T *a) { a[0] = A + B; }
void launch(float *a) {
  qk<float, VAL, MASK><<<1, 1>>>(a);
  qk<float, 3 + 4, (2 * 3)><<<1, 1>>>(a);
  qk<float, (5), 1 << 7><<<1, 1>>>(a);
}
int lambdas(int n) {
  const auto a = [](int x) { return x; };
  constexpr auto b = [](int x) { return x + 1; };
  auto const c = [](int x) { return x + 2; };
  auto e = [](int x) { return x + 4; };
  return a(n) + b(n) + c(n) + e(n);
}
float infinities() {
  float m1 = -INF, m2 = INF;
  float arr[3] = {-INF, 2.0f * 3.0f, INF * 2.0f};
  float c = INF * 2.0f, d = -__builtin_huge_valf();
  return m1 + m2 + arr[0] + c + d;
}
template <typename value_t>
value_t dependent(value_t v) {
  value_t lo = -INF, hi = INF;
  value_t a = 1, b = 2;
  return lo + hi + a + b + v;
}
template float dependent<float>(float);
