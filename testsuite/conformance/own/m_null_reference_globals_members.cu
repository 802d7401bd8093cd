// FLAGS:
// DESC: #284 on reference variables and members initialized with a null lvalue (through ->, parentheses, the arm a constant condition chooses, a local constexpr or const null pointer); none for a conditional whose condition is no constant or a non-null address
struct S { int x; };
void take(int &);
int v;
int &g = *(int*)0;
int &t = v ? *(int*)0 : v;
int &fine = *(int*)8;
struct M { int &m = *(int*)0; };
void f(int a) {
  constexpr int *cp = nullptr; int &r = *cp;
  int *const q = 0; int &s = *q;
  int &t3 = 0 ? a : *(int*)0;
  int &t4 = 1 ? a : *(int*)0;
  int &t5 = a ? *(int*)0 : a;
  take(((S*)0)->x);
  (void)r; (void)s; (void)t3; (void)t4; (void)t5;
}
__global__ void k() {}
