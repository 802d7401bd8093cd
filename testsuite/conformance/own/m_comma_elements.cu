int g(int);
int h(int, int);
struct P { int a, b; };
struct Q { Q(int); Q(int, int); };
int f(int a, int b)
{
  int x = (g(a), b);
  int y = (g(a), b) + 1;
  int z((g(a), b));
  int w{(g(a), b)};
  int arr[] = {(g(a), b), 1};
  P p = {(g(a), b), (g(a + 1), b)};
  P p2{(g(a), b), 1};
  Q q((g(a), b));
  Q r((g(a), b), 1);
  Q s{(g(a), b)};
  g((g(a), b));
  h((g(a), b), (g(1), 2));
  (g(a), b++);
  a++, b++;
  for (int i = 0, j = 0; i < a; i++, j++) {}
  if ((g(a), b)) {}
  x = (g(a), b);
  x = a ? (g(a), b) : b;
  return (g(a), b) + x + y + z + w + arr[0] + p.a + p2.b;
}
template <typename T> int tf(T a, T b)
{
  int x = (g(a), b);
  int arr[] = {(g(a), b), 1};
  return (g(a), b) + x + arr[1];
}
int u() { return tf(g(1), 2); }
