// DESC: __declspec(global) without underscores on a kernel
__declspec(global) void k(int *p) { p[0] = 1; }
