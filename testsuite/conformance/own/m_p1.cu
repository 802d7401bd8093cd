// DESC: cufe's own case (recorded with the real cudafe++ 13.5): p1
struct S { __host__ S() = default; };
#pragma nv_diag_suppress 20012
struct T { __host__ T() = default; };
#pragma nv_diag_default 20012
struct U { __host__ U() = default; };
#pragma nv_diag_error esa_on_defaulted_function_ignored
struct V { __host__ V() = default; };
#pragma nv_diag_warning 20012
struct W { __host__ W() = default; };
__device__ int dv;
#pragma nv_diag_push
#pragma nv_diag_suppress 20091
void h() { int a = dv; }
#pragma nv_diag_pop
void h2() { int a = dv; }
