// DESC: cufe's own case (recorded with the real cudafe++ 13.5): p2
__device__ int dv;
void h0() { int a = dv; }
#pragma nv_diag_suppress 20091
void h() { int a = dv; }
#pragma nv_diag_default 20091
void h2() { int a = dv; }
struct S { __device__ S() = default; virtual ~S(); __host__ __device__ S(int) = delete; };
struct T { __device__ virtual void f() = delete; };
