// A kernel inside a namespace whose opening declares a visibility (nested namespaces within it too)
// carries none of cudafe++'s own in the host file; one reopened without the attribute does.
namespace outer __attribute__((visibility("default"))) {
namespace inner __attribute__((visibility("hidden"))) {
__global__ void k(int *p) { *p = 4; }
int helper(int x) { return x + 1; }
}
namespace __attribute__((visibility("default"))) other {
int twice(int x) { return 2 * x; }
}
}
void launch(int *p) { outer::inner::k<<<1, 1>>>(p); }
namespace outer { __global__ void k2(int *p) { *p = 5; } }
