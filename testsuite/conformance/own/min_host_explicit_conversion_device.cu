// DESC: host function invoking a __device__ conversion operator via static_cast
struct W { int v; __device__ operator int() const { return v; } };
int h(W w) { return static_cast<int>(w); }
