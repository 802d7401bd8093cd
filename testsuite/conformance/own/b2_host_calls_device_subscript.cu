// DESC: host function using a __device__ operator[]
struct A {
  int d[4];
  __device__ int operator[](int i) const { return d[i]; }
};
int h(const A &a) { return a[1]; }
