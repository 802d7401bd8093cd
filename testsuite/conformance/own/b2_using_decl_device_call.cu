// DESC: host function calling a __device__ function brought in by a using-declaration
namespace n { __device__ int dev(int x) { return x; } }
using n::dev;
int h() { return dev(4); }
