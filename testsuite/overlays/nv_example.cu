#define __nv_example__(...) __attribute__((nv_example(__VA_ARGS__)))
#define __nv_example_legacy__ __attribute__((nv_example_legacy))
#define __nv_example_param__ __attribute__((nv_example_param))

constexpr int kThreads = 256;
constexpr int kTooMany = 4096;
int runtime_threads = 64;

__global__ void __nv_example__(128) ok() {}
__nv_example__(kThreads) __global__ void ok_named_before_global() {}
__global__ void [[gnu::nv_example(32)]] ok_scoped() {}
__global__ void __nv_example__(0) too_small() {}
__global__ void __nv_example__(kTooMany) too_large_named() {}
__global__ void __nv_example__(runtime_threads) not_constant_named() {}
__global__ void __nv_example__(1.5) not_constant() {}
__global__ void __nv_example__(1, 2) two_arguments() {}
__global__ void __nv_example__() no_arguments() {}
__global__ void __attribute__((nv_example(1, 2, 3, 4))) too_many_for_the_clause() {}
__device__ void __nv_example__(64) device_function() {}
__nv_example__(64) int variable;
__global__ void __nv_example__(64) __maxnreg__(32) with_maxnreg() {}
__global__ void __maxnreg__(32) __nv_example__(2000) maxnreg_first() {}
template <int N> __global__ void __nv_example__(N) templated() {}
__global__ void __nv_example_legacy__ legacy() {}
void __nv_example_legacy__ legacy_on_host() {}
__nv_example_legacy__ int legacy_variable;
__global__ void param_on_kernel(int a, __nv_example_param__ int b) {}
__device__ void param_on_device(__nv_example_param__ int b) {}
__nv_example_param__ int not_a_parameter;
namespace limits { constexpr int kBlock = 2048; }
enum { kEnumerator = 8 };
__global__ void __nv_example__(limits::kBlock) qualified_too_large() {}
__global__ void __nv_example__(kEnumerator) enumerator_not_checked() {}
__global__ void __nv_example__(kThreads * 8) named_expression_too_large() {}
