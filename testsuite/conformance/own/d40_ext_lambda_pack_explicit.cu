// FLAGS: --extended-lambda
// DESC: extended __device__ lambda explicitly capturing a pack
template <typename F> __global__ void apply(F f) { f(); }
template <typename... T> void run(T... t) { apply<<<1, 1>>>([t...] __device__ () { (void)sizeof...(t); }); }
void go() { run(1, 2); }
