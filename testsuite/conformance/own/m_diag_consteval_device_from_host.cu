// FLAGS: -std=c++20
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a consteval __device__ function is evaluated while compiling: calling it from host code is no cross-space call
int plain(int x) { return x + 1; }
__device__ consteval int sq(int x) { return x * x; }
int h() { return sq(5); }
