// DESC: a constant variable named alone and initialized into another arithmetic type is folded and printed in parentheses; assignments, arguments and returns are not
enum E { E0, E1 };
const int K = 8;
const float FK = 2.5f;
constexpr unsigned UK = 3;
long gl = K;
long takel(long);
double taked(double);
long r1() { return K; }
double r2() { return FK; }
int f(int n) {
  const int LK = 3;
  const float LF = 1.5f;
  const int NK = n;
  int i = K;
  long a = LK;
  double b = LF;
  double c = FK;
  long d = NK;
  int e = FK;
  char ch = K;
  bool flag = K;
  long lu = UK;
  unsigned long long q = UK;
  long g = takel(K) + takel(LK);
  double h = taked(FK) + taked(K);
  long arr[2] = {K, LK};
  long j{LK};
  a = K;
  b = LK;
  return i + a + b + c + d + e + ch + flag + lu + q + g + h + arr[0] + j;
}
