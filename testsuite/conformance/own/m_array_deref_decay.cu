// DESC: dereferencing an array name shows its decay: *(a), sizeof (*(a)); arithmetic on it does not
int ga[4];
void f() { int a[3] = {1, 2, 3}; int x = *a; unsigned long y = sizeof(*a); int *p = a + 1; int z = *(a + 1); int w = *ga; (void)x; (void)y; (void)p; (void)z; (void)w; }
