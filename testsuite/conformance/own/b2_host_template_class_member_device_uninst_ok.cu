// DESC: member of a class template calling a __device__ function, member never used
__device__ int dev(int x) { return x; }
template <typename T> struct Box {
  T v;
  T get() const { return dev(v); }
};
int h() { Box<int> b{1}; return b.v; }
