// FLAGS: --extended-lambda
// DESC: VALID: extended lambda in a function template in a namespace, with a fold
namespace alg { template <typename F> __global__ void apply(F f) { f(); }
template <typename... T> void run(T... t) { apply<<<1, 1>>>([=] __device__ () { (void)(0 + ... + t); }); } }
void go() { alg::run(1, 2, 3); }
