// DESC: casts and literal suffixes in host code
long long h(int a, double d) {
  unsigned u = 10u; long l = 5L; unsigned long long ull = 3ULL; float f = 1e3f; double x = 0x1p4;
  char c = 'a'; const char *s = "hi";
  int i = static_cast<int>(d) + (int)f + int(x) + reinterpret_cast<long>(s) % 2;
  return u + l + ull + i + c + 0x7f + 017 + 0b101;
}
