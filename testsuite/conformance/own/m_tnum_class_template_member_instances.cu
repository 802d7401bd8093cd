// DESC: a class template's __host__ __device__ member returning a class by value: its return temporary exists per instance the unit calls (by a member call or an operator, from host code too), each instance once, an unused member none
template <typename T> struct V {
  T x;
  __host__ __device__ V neg() const { return {-x}; }
  __host__ __device__ V twice() const { V r = *this; r.x += x; return r; }
  __device__ V unused() const { return *this; }
  __host__ __device__ V operator+(const V &o) const { return {x + o.x}; }
};
__global__ void k(V<float> *v, V<int> *w) {
  v[0] = v[1].neg();
  v[0] = v[2].neg();
  w[0] = w[1] + w[2];
  v[0] = v[1].twice();
}
V<double> h(V<double> a) { return a.neg() + a; }
V<float> h2(V<float> *p) { return p->twice(); }
