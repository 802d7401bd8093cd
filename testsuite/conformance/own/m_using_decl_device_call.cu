// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__ function called through a using-declaration (namespace scope, block scope, in another namespace, named qualified through it) is a device call named by its own namespace
namespace n { __device__ int dev(int x) { return x; } __device__ int dev2(int x) { return x; } int hf(int x) { return x; } }
namespace m { __device__ int dev3(int x) { return x; } __device__ float dev4(float x) { return x; } float dev4(double x) { return x; } }
using n::dev;
int h() { return dev(4); }
int h2() { using n::dev2; return dev2(4); }
int h3() { using n::hf; return hf(4); }
namespace o { using m::dev3; }
int h4() { return o::dev3(1); }
namespace p { using m::dev3; int h5() { return dev3(1); } }
__host__ __device__ int h6() { return dev(4); }
int h7() { using ::n::dev2; int a = dev2(1); { using m::dev3; a += dev3(a); } return a; }
float h8() { using m::dev4; return dev4(1.0); }
__device__ int h9() { using n::dev2; return dev2(4) + dev(1); }
