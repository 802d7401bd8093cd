// FLAGS: --extended-lambda
template <typename F>
__global__ void each(int n, F f) { f(n); }
template <typename F>
void launch(int n, F f) { each<<<1, 1>>>(n, f); }
struct S {
  float *x;
  void run(int n) { float *x_ = x; launch(n, [=] __device__(int i) { x_[i] = 0; }); }
  void run2(int n) { float *x_ = x; launch(n, [=] __device__(int i) { x_[i] = 2; }); }
};
void other(float *y) { launch(3, [y] __device__(int i) { y[i] = 3; }); }
int main() {
  float *y = 0;
  S s{y};
  s.run2(1);
  launch(3, [y] __device__(int i) { y[i] = 1; });
  return 0;
}
