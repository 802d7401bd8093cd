// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __device__ variables in named casts are read; in `sizeof x` and a comma's discarded left operand they are not
#include <cstring>
__device__ int dv;
__device__ float df;
__device__ int da[4];
__device__ int ds;
void h() { long a = (long)dv; double b = static_cast<double>(df); unsigned c = unsigned(dv); const int &r = static_cast<const int &>(dv); (void)a; (void)b; (void)c; (void)r; }
void m() { memset(&ds, 0, sizeof ds); memset(da, 0, sizeof da); }
int s() { int x = (dv, 3); return x + sizeof(dv); }
