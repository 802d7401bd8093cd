struct P { int k; float v; };
struct N { P p; int z; };
template <class T> struct Q { T a; T b; };
struct V { int a, b; __host__ __device__ V(int x, int y) : a(x), b(y) {} };
template <typename T>
__global__ void k2(T *o, int x) {
  P a = {2, 3}; P b = {-1, -1e30f}; P c = {1 + 2, 2.0 * 3}; P d = {(int)o[0], -x}; P e = {-(1), 'c'};
  T t = {-1}; Q<T> q = {-1, 1 + 2}; Q<int> r = {-2, 3 * 4}; N n = {{-1, -2.0f}, -3}; P arr[2] = {{-1, 2}, {3, -4}};
  P p7 = {~x, x << 1}; P p8 = {int(2), x > 1 ? 1 : 2};
  o[0] = a.v + b.v + c.v + d.v + e.v + t + q.a + r.a + n.z + arr[0].v + p7.v + p8.v;
}
__global__ void k1(float *o, int x) { P a = {2, 3}; P b = {-1, -1e30f}; P c = {1 + 2, 2.0 * 3}; P d = {(int)o[0], -o[1]}; o[0] = a.v + b.v + c.v + d.v; }
void h(float *o) { k2<<<1, 1>>>(o, 1); }
