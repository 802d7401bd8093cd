// DESC: host function calling a __device__ function visible through a using-directive
namespace n { __device__ int dev(int x) { return x; } }
using namespace n;
int h() { return dev(4); }
