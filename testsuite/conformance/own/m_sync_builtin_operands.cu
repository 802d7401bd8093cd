// DESC: a value of g++'s __sync_ builtins shows a conversion wherever it is an operand (assignment, comparison, arithmetic), not as an initializer or a returned value
static int b(volatile int *barrier, unsigned n) { int count = __sync_add_and_fetch(barrier, 1); if (__sync_add_and_fetch(barrier, 1) == n) return 1; __sync_fetch_and_add(barrier, 2); return __sync_sub_and_fetch(barrier, 1) + count; }
static bool c(int *p) { return __sync_bool_compare_and_swap(p, 1, 2); }
static void b2(volatile int *barrier) { int count; count = __sync_add_and_fetch(barrier, 1); long c2; c2 = __sync_add_and_fetch(barrier, 1); }
