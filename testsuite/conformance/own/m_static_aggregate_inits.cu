// DESC: aggregate initializers of static objects show a pointer member address constant or string literal converted; arrays of aggregates are typed element by element; later pointer declarators keep the element type; a global array element member dereferenced is typed
struct Named { int a; const char *n; };
void fa(void);
struct FP { void (*f)(void); const char *n; int *p; };
int gi;
void g() { Named l[] = {{1, "x"}}; Named m = {2, "y"}; static Named s = {3, "z"}; FP q = {fa, "q", &gi}; static FP r = {&fa, "r", 0}; }
Named one = {1, "x"};
FP two = {fa, "t", &gi};
FP three[] = {{fa, "t", &gi}, {0, 0, 0}};
typedef enum CUrt_enum { RT_ARRAY = 0, RT_MIP = 1 } CUrt;
typedef struct CUDA_DESC_st { CUrt resType; union { struct { int h; } array; struct { int m; } mip; } res; unsigned int flags; } CUDA_DESC;
typedef void (*fnptr_t)(void);
struct Ext { fnptr_t *fnptr; const char *name; };
Ext ext[2];
void f2(int n) {
  unsigned char *pr = 0, *pw = 0;
  pw[n] = 0;
  CUDA_DESC w;
  w.resType = RT_ARRAY;
  if (*ext[n].fnptr == __null) return;
}
