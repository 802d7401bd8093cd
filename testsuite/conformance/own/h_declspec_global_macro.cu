// DESC: cufe's own case (recorded with the real cudafe++ 13.5): declspec_global_macro
__declspec(__global__) void k(int *p) { p[0] = 1; }
