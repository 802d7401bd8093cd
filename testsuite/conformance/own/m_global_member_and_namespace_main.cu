// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __global__ member function is reported as a member only: its inline or constexpr gets no inline-ignored warning; main in a namespace is not the program's main
int plain(int x) { return x + 1; }
struct S { __global__ static void k() {} };
struct S2 { __global__ inline void k() {} };
struct S3 { __global__ static constexpr void k3() {} };
namespace app { __device__ int main() { return 0; } }
