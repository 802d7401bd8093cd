template <typename T> T f(T x, int n)
{
  T a = 0;
  T b = n;
  T c = 1.5f;
  T d = n + 1;
  T e = T(0);
  T g = x;
  const T h = 2;
  T k = sizeof(int);
  T m = -1;
  T p = true;
  a = 0;
  a += 1;
  return a + b + c + d + e + g + h + k + m + p;
}
int use() { return f(1, 2); }
