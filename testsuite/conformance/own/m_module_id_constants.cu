// DESC: the module id names the first variable defined with external linkage: a constant inside an extern "C" block is internal, one declared extern or extern "C" directly is external
extern "C" { const int in_block = 5; }
extern const int declared_extern = 5;
int later = 3;
