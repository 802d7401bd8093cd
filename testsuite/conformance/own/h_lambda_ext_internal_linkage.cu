// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended __device__ lambdas in a static function, in an anonymous namespace and capturing a struct, launched twice
struct Params { float a; int b; double c; };
template <typename F> __global__ void go(F f) { f(threadIdx.x); }
namespace {
void anon(int *p) { go<<<1, 1>>>([=] __device__ (int i) { p[i] = i; }); }
}
static void stat(float v) { go<<<1, 1>>>([=] __device__ (int i) { (void)(v + i); }); }
void withstruct(Params prm, int *out) {
  auto f = [=] __device__ (int i) { out[i] = prm.b + i; };
  go<<<1, 1>>>(f);
  go<<<2, 1>>>(f);
}
void call() { int x = 0; anon(&x); stat(1.0f); }
