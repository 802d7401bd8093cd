__attribute__((global, noinline)) void k() {}
