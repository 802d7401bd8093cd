// FLAGS: --extended-lambda
// DESC: [=] extended __host__ __device__ lambda using a pack, never instantiated
template <typename F> __global__ void apply(F f) { f(); }
template <typename... T> void run(T... t) { apply<<<1, 1>>>([=] __host__ __device__ () { (void)(0 + ... + t); }); }
