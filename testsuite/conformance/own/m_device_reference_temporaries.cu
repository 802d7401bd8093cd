// DESC: cufe's own case (recorded with the real cudafe++ 13.5): device calls that bind const T& or T&& parameters to constants, expressions, conversions and braced temporaries materialize one temporary each, counted in the stub's registration callback parameter; lvalues of the same type bind directly
struct P { float v; };
__device__ float r1(const float &a) { return a; }
__device__ float r2(const float &a, int b) { return a * b; }
__device__ float r4(const float &a, const int &b) { return a * b; }
__device__ float r6(float &&a) { return a; }
__device__ float r7(const float &a, const float &b) { return a * b; }
__device__ float r10(const P &a, const P &b) { return a.v * b.v; }
__device__ float twice(const double &d) { return (float)(2 * d); }
enum Mode { Fast = 1, Slow = 2 };
__device__ int pick(const int &m) { return m; }
__global__ void k_const(float *o) { o[0] = r1(1.0f); }
__global__ void k_lvalue(float *o, float x) { o[0] = r2(x, 2); }
__global__ void k_expr(float *o, float x) { o[1] = r2(x + 1.0f, 2); }
__global__ void k_two(float *o) { o[2] = r4(1.0f, 2); }
__global__ void k_convert(float *o, int i) { o[3] = r1(i); }
__global__ void k_rvalue(float *o) { o[4] = r6(2.0f); }
__global__ void k_lvalues(float *o, float x, float y) { o[5] = r7(x, y); }
__global__ void k_braced(float *o, P x) { o[6] = r10(x, P{1.0f}); }
__global__ void k_element(float *o) { o[7] = r7(o[0], o[1]) + twice(o[2]); }
__global__ void k_enum(int *o) { o[0] = pick(Fast) + pick(o[1]); }
static __device__ float helper(float x) { return r1(x * 2.0f) + r1(3.0f); }
__device__ float used(float x) { return helper(x); }
int main() { return 0; }
