// DESC: class with hd ctor/dtor and operators used on host
struct Buf {
  int *p; int n;
  __host__ __device__ Buf() : p(nullptr), n(0) {}
  __host__ __device__ explicit Buf(int k) : p(nullptr), n(k) {}
  __host__ __device__ ~Buf() { n = 0; }
  __host__ __device__ int &operator[](int i) { return p[i]; }
  __host__ __device__ bool operator==(const Buf &o) const { return n == o.n; }
};
bool h() { Buf a, b(3); return a == b; }
