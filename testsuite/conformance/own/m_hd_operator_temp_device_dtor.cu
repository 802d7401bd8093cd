// DESC: class with device, host device, host members
struct Vec {
  float x, y;
  __host__ __device__ Vec(float a, float b) : x(a), y(b) {}
  __device__ float dot(const Vec &o) const { return x * o.x + y * o.y; }
  __host__ __device__ Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
  float norm2() const { return x * x + y * y; }
  __device__ ~Vec() {}
};
__global__ void k(Vec *v, float *o) { o[0] = v[0].dot(v[1]); }
