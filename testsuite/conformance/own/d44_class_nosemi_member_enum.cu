struct Outer {
  enum Kind { P, Q }
  __device__ __forceinline__ int get() const { return 0; }
};
