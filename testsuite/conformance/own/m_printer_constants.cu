// DESC: cufe's own case (recorded with the real cudafe++ 13.5): how cudafe++ prints integer literals (in decimal, with their type's suffix), initializers folded to constants (parenthesized), enumerators converted to int, named casts, string literals that decay, and the operands of ?: (a bare middle operand, a name converted to bool parenthesized)
#include <cstddef>
enum Color { Red, Green = 4 };
enum class Scoped { One };
int take(int);
const int kShift = 1 << 4;
constexpr long kBig = 100000000000;
void literals(long *out, unsigned u) {
  int a = 0x10;
  unsigned b = 0xffffffff;
  int d = 010;
  int e = 0b101;
  int g = 1'000;
  unsigned i = 0xFFu;
  long j = 0x100000000;
  out[0] = a + b + d + e + g + i + j + kShift + kBig + (u & 0xFF);
}
void folded(int *out, int x, float fl, Color c) {
  int a = 2 + 3;
  const int b = -1;
  const unsigned k = 1 << 4;
  int m = b * 2;
  const float o = 1.0f * 2;
  size_t s1 = sizeof(int);
  size_t s2 = sizeof(int) * 4;
  int n = x + 1;
  int en = Green;
  int en2 = Green + 1;
  Color same = Red;
  int arg = take(Green);
  int y = (int)Scoped::One;
  bool cmp = c == Red;
  int sc = static_cast<int>(fl);
  long sl = static_cast<long>(x) * 2;
  const char *str = "ab";
  const char arr[] = "cd";
  out[0] = a + b + k + m + (int)o + (int)s1 + (int)s2 + n + en + en2 + same + arg + y + cmp + sc + (int)sl + str[0] + arr[0];
}
void conditionals(int *out, int *p, int i, int a, int b, bool c, float fl, Color col) {
  out[0] = c ? p[i] : p[0];
  out[1] = c ? a + b : a - b;
  out[2] = c ? -a : ~b;
  out[3] = c ? (c ? a : b) : a * b;
  out[4] = c ? (a + 1) : a;
  out[5] = a ? 1 : 2;
  out[6] = fl ? 1 : 2;
  out[7] = col ? 1 : 2;
  float f1 = c ? 0.0f : fl;
  float f2 = c ? 1 : fl;
  out[8] = (int)(f1 + f2);
}
