// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__ pointer written through (`p[0] = x`, `*p = x`) is only read; an array's element written through `*a` is written
struct S { int x; };
__device__ int *dptr;
__device__ S *sp;
__device__ int da[4];
__device__ int dm[2][2];
int r() { return *dptr; }
void w() { dptr[0] = 1; dptr = nullptr; }
void h() { *dptr = 1; dptr++; sp->x = 2; int *q = dptr + 1; (void)q; }
void g() { *da = 1; da[1]++; dm[1][0] = 2; int *q = da + 1; int x = dm[0][1]; (void)q; (void)x; }
