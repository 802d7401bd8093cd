class Counter {
  int n
public:
  __device__ void inc() { ++n; }
};
