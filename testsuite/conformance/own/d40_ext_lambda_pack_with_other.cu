// FLAGS: --extended-lambda
// DESC: [=] extended lambda capturing a plain parameter then a pack element
template <typename F> __global__ void apply(F f) { f(); }
template <typename... T> void run(int n, T... t) { apply<<<1, 1>>>([=] __device__ () { (void)n; (void)(n + ... + t); }); }
