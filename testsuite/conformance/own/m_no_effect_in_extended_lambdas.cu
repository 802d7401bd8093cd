// FLAGS: --extended-lambda
template <class F> __global__ void k(F f) { f(1); }
void h(int a, float* p) {
    auto l = [=] __device__ (int i) { i + a; p[i]; (i, a); };
    k<<<1, 1>>>(l);
    auto m = [=] __host__ __device__ (int i) { i * 2; };
    k<<<1, 1>>>(m);
}
__device__ void d(int a) {
    auto l = [&] { a + 1; };
    l();
}
