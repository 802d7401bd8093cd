// DESC: hd class template with operators used on host and device
template <typename T> struct V3 {
  T x, y, z;
  __host__ __device__ V3 operator-(const V3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
  __host__ __device__ T dot(const V3 &o) const { return x * o.x + y * o.y + z * o.z; }
};
__global__ void k(V3<float> *v, float *o) { o[0] = (v[0] - v[1]).dot(v[2]); }
double h(V3<double> a, V3<double> b) { return (a - b).dot(a); }
