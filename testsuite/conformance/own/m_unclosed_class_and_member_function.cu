struct S {
  __device__ int get() const {
    return 1;
