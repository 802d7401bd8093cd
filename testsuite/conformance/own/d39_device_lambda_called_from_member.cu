// FLAGS: --extended-lambda
struct W {
  void go() {
    auto g = [] __device__ () {};
    g();
  }
};
