// DESC: integer literal forms
unsigned long long h() { int a = 0xFF, b = 0777, c = 0b1010; unsigned d = 42U; long e = -1l; unsigned long f = 1UL; long long g = 1LL << 33; unsigned long long i = 18446744073709551615ULL; return a + b + c + d + e + f + g + i + 'A' + L'B' + u'c'; }
