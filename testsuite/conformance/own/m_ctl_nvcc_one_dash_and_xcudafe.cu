// FLAGS: -diag-suppress 1835 -Xcudafe --display_error_number -extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): nvcc's one-dash long options (-diag-suppress LIST with a space, -extended-lambda) and -Xcudafe passing cudafe++'s own option
__host__ int x;
struct S { __device__ int y; };
void h() { auto l = [] __device__ (int v) { return v; }; }
__managed__ const int m = 1;
