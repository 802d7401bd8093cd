__global__ void kk(int *p) {}
int h1(int a) { return a + L'B'; }
int h2() { int x = L'B'; return x; }
wchar_t h3() { wchar_t w = L'B'; return w; }
int h4(int a) { return a + U'c'; }
long h5() { long l = U'c'; char16_t c = u'x'; char32_t d = U'y'; return l + c + d; }
bool h6(wchar_t w, char c) { return w == L'a' && c == 'a'; }
unsigned h7(unsigned a) { return a * U'c' + u'q'; }
double h8(double d) { return d + L'x'; }
