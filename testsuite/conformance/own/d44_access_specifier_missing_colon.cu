class Pool {
public:
  __device__ void *get(int i) { return base + i; }
private
  char *base;
};
