// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member function's parameters naming its own class are compact, other classes padded (V::ow(const     ::W &, V*, V) const)
int plain(int x) { return x + 1; }
struct W { int y; };
struct V { int x;
  __device__ int dot(const V &o) const;
  __device__ int in(const V &o) const { return o.x; }
  __device__ int ow(const W &o, V *p, V q) const;
  __device__ int ow2(const W &o, V *p, V q) const { return 0; }
};
__device__ int V::dot(const V &o) const { return x * o.x; }
__device__ int V::ow(const W &o, V *p, V q) const { return 0; }
int h(V a, V b) { W w; return 0;}
int h_ow(V a, V b) { W w; return a.ow(w, &a, b); }
