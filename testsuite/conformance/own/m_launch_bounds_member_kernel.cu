// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __launch_bounds__ on a __global__ member (in its class, a template, or on an out-of-class definition) is "only allowed on a non-member function" at the attribute after the member error; in the class it still excludes __maxnreg__, on an out-of-class definition not; a friend or a namespace-qualified kernel is no member
struct S { static __global__ void __launch_bounds__(64) k(int *p) { p[0] = 1; } };
struct T { __device__ void __launch_bounds__(64) f(); };
struct U { static __global__ void __maxnreg__(32) k(int *p); };
struct X { template <int N> static __global__ void __launch_bounds__(N) kt(); };
struct Y { friend __global__ void __launch_bounds__(64) fk(); };
struct Z { static __global__ void __launch_bounds__(2048) __maxnreg__(32) k(); __global__ void __launch_bounds__(64) m() noexcept; };
struct W { static __global__ void k(); static __global__ void k2(); };
__global__ void __launch_bounds__(32) __maxnreg__(16) W::k() {}
__global__ void __launch_bounds__(32, 2) W::k2() {}
namespace n { __global__ void k3(); __global__ void k4(); }
__global__ void __launch_bounds__(32) n::k4() {}
__global__ void __launch_bounds__(32) __maxnreg__(16) n::k3() {}
