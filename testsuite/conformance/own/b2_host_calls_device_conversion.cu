// DESC: host function invoking a __device__ conversion operator implicitly
struct W {
  int v;
  __device__ operator int() const { return v; }
};
int h(W w) { return w; }
