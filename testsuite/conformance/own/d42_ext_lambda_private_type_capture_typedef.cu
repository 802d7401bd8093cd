// FLAGS: --extended-lambda
template <typename F> __global__ void run(F f) { f(); }
struct Outer {
protected:
  typedef int Count;
  struct Inner { float v; };
public:
  struct Pub { float v; };
  void go() {
    Count c = 1;
    Pub p{1};
    Inner in{2};
    run<<<1, 1>>>([=] __device__ () { (void)c; (void)p; });
    run<<<1, 1>>>([=] __device__ () { (void)p; (void)in; });
  }
};
