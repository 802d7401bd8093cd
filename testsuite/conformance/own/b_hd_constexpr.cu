// FLAGS: --expt-relaxed-constexpr
// DESC: constexpr function used in kernel and host
constexpr int cube(int x) { return x * x * x; }
__global__ void k(int *p) { p[0] = cube(3); }
int h() { constexpr int c = cube(2); int arr[cube(2)]; return c + sizeof(arr); }
