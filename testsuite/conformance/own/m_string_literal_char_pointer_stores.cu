// DESC: #2464 a string literal assigned to a char * (a local, a global, an element, a data member through . and ->, of a class a typedef names) or returned as one: warned at the = (at the literal for a return), printed with an explicit (char *) conversion; const char * targets are silent
int plain(int x) { return x + 1; }
struct P { char *name; const char *cname; int n; };
typedef struct { char *file; int n; } Q;
char *g;
const char *cg;
char *r() { return "x"; }
const char *cr() { return "y"; }
void f(P &q, P *pp) {
  char *p; p = "a";
  const char *cp; cp = "b";
  P s; s.name = "c"; s.cname = "d";
  q.name = "e";
  pp->name = "f";
  g = "g";
  cg = "h";
  char *arr[2]; arr[0] = "i";
  Q q2; q2.file = "j"; q2.n = 1;
  s.n = p[0] + cp[0] + arr[0][0];
}
