extern "C++" void g(int);
extern "C++" int h() { return 1; }
extern "C++" const int ci = 3;
extern "C++" extern int ee;
extern "C++" struct S { int a; };
extern "C++" typedef int I;
extern "C++" __device__ int dfn(int a) { return a; }
extern "C++" { extern "C++" int nested; }
extern "C" { extern "C++" int inc; extern "C++" __device__ int incd; }
extern "C++" int arr[];
__global__ void k(int *o) { o[0] = incd; }
int u() { return ci + ee + nested + inc + arr[0]; }
