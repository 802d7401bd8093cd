// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a declaration that defines nothing of a variable or function an earlier declaration gave C linkage says extern "C" (extern "C" char *oa; extern "C" int gf(int);), a definition does not, nor a C++ overload of a C function's name
extern "C" { extern char *oa; extern int ob; int gf(int); }
extern char *oa;
int ob = 3;
int gf(int);
int use() { return *oa + ob + gf(1); }
extern "C" { int hf(int); }
float hf(float);
float hf(float x) { return x; }
