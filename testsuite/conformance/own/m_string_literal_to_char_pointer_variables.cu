// DESC: a variable declared char * (storage specifiers aside, not const char *) initialized by a string literal: the conversion is warned about (#2464) and spelled out, ((char *)("x"))
char *p = "x";
static char *p2 = "x" "y";
const char *p3 = "ok";
int g(char *q) { char *r = "w"; char *s = q; return r[0] + s[0]; }
int main() { return g(p) + (p2 != p3); }
