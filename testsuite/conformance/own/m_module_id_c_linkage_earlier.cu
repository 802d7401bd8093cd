// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a function declared extern "C" before (directly or in an extern "C" block) keeps C linkage at its definition, so it names the module unmangled (shrFree)
extern "C" void shrFree(void *ptr);
extern "C" { int counter(int); }
int counter(int x) { return x; }
void shrFree(void *ptr) { }
