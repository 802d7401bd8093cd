// DESC: host function in a namespace calling a __device__ function in another namespace
namespace a { __device__ int dev(int x) { return x; } }
namespace b { int h() { return a::dev(1); } }
