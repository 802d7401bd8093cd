// DESC: device operator functions written as operators: a free one's operands are call arguments (stored once two are read), a member one's object is passed by address, a class prvalue object or argument materialized
struct C { float r; __device__ C operator-(const C &o) const { return *this; } __device__ float dot(const C &o) const { return o.r; } __device__ C &operator*=(const C &o) { return *this; } };
__device__ C operator+(const C &a, const C &b) { return a; }
__device__ C operator*(C a, float b) { return a; }
__device__ C &operator+=(C &a, const C &b) { return a; }
__device__ C mk() { return C(); }
__device__ int gx;
__device__ void q(int &a, int *b) {}
__device__ void q2(int &a, int &b) {}
__global__ void k(C *c, C e, float f, int *p) {
  C l;
  int x, y;
  c[0] = c[1] - c[2];
  c[0] = (c[1] - c[2]) - c[3];
  c[0] = c[1] - (c[2] - c[3]);
  c[0] = c[1] + c[2];
  c[0] = l + e;
  c[0] = c[1] * f;
  c[0] = l * 2.0f;
  l += c[1];
  c[0] += l;
  l *= c[1];
  f = mk().dot(l);
  f = l.dot(mk());
  q(gx, p);
  q2(x, y);
  q(l.r == 0 ? x : y, p);
}
