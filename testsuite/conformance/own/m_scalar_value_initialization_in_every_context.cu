int g(int a) { return a; }
int plain(int *p, int n) {
  g(int()); p[int()] = 1; n = int(); bool b = n == int(); long l = (long)int(); int c = n ? int() : 1;
  float f = int(); double d = float(); n += int();
  return int();
}
template <class T> T tmpl(T *p, int n) {
  g(int()); p[int()] = 1; n = int(); bool b = n == int(); long l = (long)int(); int c = n ? int() : 1;
  float f = int(); double d = float(); n += int(); T e = int(); auto a = int();
  if (n) return int();
  return T();
}
int main() { int x[2]; plain(x, 1); tmpl(x, 1); }
