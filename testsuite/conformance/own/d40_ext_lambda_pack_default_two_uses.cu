// FLAGS: --extended-lambda
// DESC: [=] extended lambda using a pack twice
template <typename F> __global__ void apply(F f) { f(); }
template <typename... T> void run(T... t) { apply<<<1, 1>>>([=] __device__ () { int a = (0 + ... + t); int b = (1 * ... * t); (void)a; (void)b; }); }
void go() { run(1, 2); }
