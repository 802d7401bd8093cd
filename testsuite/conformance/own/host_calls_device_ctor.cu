// DESC: host function constructing an object with a __device__ constructor
struct S {
  int v;
  __device__ S(int x) : v(x) {}
};
int h() { S s(3); return s.v; }
