#include <cstddef>
struct S { int *p; void *q; };
void take(int *);
int f(S &s, int *p)
{
    s.p = NULL;
    int *a = NULL;
    take(NULL);
    if (p == NULL) return 1;
    S t = {NULL, NULL};
    s.q = t.q;
    return a != NULL;
}
