// DESC: an arithmetic value converted implicitly to a class through its constructor (argument, copy-initialization, return): the constructor's code exists once; in device code an argument so converted is materialized and stored
struct W { int v; __device__ W(int x) : v(x) {} };
struct H { int v; __host__ __device__ H(int x) : v(x) {} };
__device__ void g(W w) {}
__device__ void gr(const W &w) {}
__device__ void g2(W w, int *p) {}
__device__ W rw(int a) { return a; }
__global__ void k(int a, int *p, float f) {
  g(a);
  gr(a);
  g2(a, p);
  W w = a;
  W w2 = f;
  g(3);
  H h = a;
  rw(a);
}
