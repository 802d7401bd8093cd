class Vec3 {
 public:
  float x, y, z;
  __host__ __device__ Vec3() : x(0), y(0), z(0) {}
  __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
};
struct Pair {
  int a, b;
  __device__ Pair(int p, int q) : a(p), b(q) {}
};
__host__ __device__ inline Vec3 cross(const Vec3 &a, const Vec3 &b) {
  return Vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
static __device__ Pair swapped(const Pair &p) { return Pair(p.b, p.a); }
__device__ inline Pair make(int v) { return Pair(v, v + 1); }
__device__ Pair always(int v) { return Pair(v, -v); }
__global__ void k(Vec3 *p, float s) { p[0] = p[1] * s; }
