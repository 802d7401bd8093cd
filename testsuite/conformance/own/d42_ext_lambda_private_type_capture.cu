// FLAGS: --extended-lambda
template <typename F> __global__ void run(F f) { f(); }
class Engine {
  struct State { int steps; };
  enum Mode { A, B };
  State st{3};
public:
  void go(State arg, Mode m) {
    State local = st;
    State *ptr = &local;
    const State &cref = local;
    run<<<1, 1>>>([local] __device__ () { (void)local.steps; });
    run<<<1, 1>>>([=] __device__ () { (void)arg.steps; (void)m; (void)ptr; });
    run<<<1, 1>>>([=] __host__ __device__ () { (void)local.steps; (void)local.steps; });
    run<<<1, 1>>>([cref] __device__ () { (void)cref.steps; });
  }
};
