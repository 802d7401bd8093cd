enum { TH = 128, MB = 2 };
enum Named { TN = 256 };
namespace ns { enum { TS = 64 }; __global__ void __launch_bounds__(TS) in_ns() {} }
namespace lib { enum { TL = 32 }; }
using namespace lib;
struct S { enum { W = 96 }; };
__global__ void __launch_bounds__(TH, MB) k1() {}
__global__ void __launch_bounds__(TH * 2) k2() {}
__global__ void __launch_bounds__((TH)) k3() {}
__global__ void __launch_bounds__(+TH) k4() {}
__global__ void __launch_bounds__(TN) k5() {}
__global__ void __launch_bounds__(ns::TS) k6() {}
__global__ void __launch_bounds__(TL) k7() {}
__global__ void __launch_bounds__(S::W) k8() {}
template <int N> __global__ void __launch_bounds__(TH) t1() {}
template <int N> __global__ void __launch_bounds__(N * TH) t2() {}
void h() { t1<1><<<1, 1>>>(); t2<2><<<1, 1>>>(); }
