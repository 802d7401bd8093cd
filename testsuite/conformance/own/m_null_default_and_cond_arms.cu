// DESC: NULL as a default argument is 0; arms of one type are not promoted (c ? true : false); a string literal assigned to a pointer is parenthesized
#include <stddef.h>
void f9(int *p = NULL);
int *g() { int *p = NULL; p = NULL; if (p == NULL) return NULL; f9(NULL); return p; }
bool f8(int a, int b) { return (a == b) ? true : false; }
int f10(int a, int b) { return a ? 1 : 2; }
const char *f11(int a) { const char *k; k = "abc"; return a ? "x" : "y"; }
