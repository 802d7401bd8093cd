#include <cstdio>
const char *f1(bool c) { return c ? "a" : "bb"; }
const char *f2(bool c, const char *s) { return c ? s : "x"; }
const char *f3(bool c, const char *s) { return c ? "x" : s; }
int f4(bool c) { return c ? 1 : 2; }
void f5(bool c) { printf("%s\n", c ? "ab" : "cd"); }
const wchar_t *f6(bool c) { return c ? L"a" : L"b"; }
void f7(bool c) { const char *p = c ? "one" : "three"; printf("%s", p); }
void f8(bool c, bool d) { printf("%s", c ? "one" : d ? "two" : "three"); }
const char *f9(bool c) { return c ? ("a") : ("b"); }
