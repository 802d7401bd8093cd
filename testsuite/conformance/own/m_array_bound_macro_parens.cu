// DESC: an array bound a macro wraps in parentheses prints without them ([(32)] is [32], [(8000) - (1024)] is [8000 - 1024])
#define N (32)
#define T (8000)
#define K (1024)
int devices[N];
static int excess[(T - K)];
struct P { int param[K]; };
void f() { int local[N]; local[0] = 1; }
