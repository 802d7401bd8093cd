// DESC: in a local array bound, sizeof of a string literal names its array type (sizeof(const char [5])); elsewhere it keeps the literal
int plain(int x) { return x + 1; }
int f() {
  int m[((int)sizeof "abcd") - 1];
  int n[sizeof "xy"];
  int v = sizeof "abc";
  m[0] = v;
  n[0] = 2;
  return m[0] + n[0];
}
__global__ void k(int *o) { int m[(int)sizeof "ab" "cd" - 1]; m[0] = 1; o[0] = m[0]; }
int g = sizeof "abc";
int gk[sizeof "abcd" "ef"];
int w() { int wm[sizeof L"ab"]; int um[sizeof u8"xy"]; wm[0] = 0; um[0] = 1; return wm[0] + um[0] + (int)sizeof "q"; }
