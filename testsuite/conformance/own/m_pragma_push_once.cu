// DESC: nv_diagnostic push/pop, nv_diag_once, nv_diag_warning on a discretionary error
__device__ int dv;
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20091
void h() { int a = dv; }
#pragma nv_diagnostic pop
void h2() { int a = dv; }
#pragma nv_diag_once 20092
void h3() { dv = 1; dv = 2; }
void h4() { dv = 3; }
__global__ int k() { return 0; }
#pragma nv_diag_warning 20048
__global__ int k2() { return 0; }
