struct Vec3 { float x, y, z; __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; } __host__ __device__ Vec3 operator-() const { return {-x, -y, -z}; } };
__device__ Vec3 operator*(const Vec3 &a, float s) { return {a.x * s, a.y * s, a.z * s}; }
__global__ void add(Vec3 *out, const Vec3 *a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = a[i] + a[i]; }
__global__ void neg(Vec3 *out, int n) { int i = threadIdx.x; out[i] = -out[i]; out[n] = -out[0]; }
__global__ void scale(Vec3 *out, float s) { int j = threadIdx.x; out[j] = out[j] * s; out[0] = out[1] * s; }
void h(Vec3 *o, const Vec3 *a) { add<<<1, 32>>>(o, a, 32); neg<<<1, 1>>>(o, 1); scale<<<1, 1>>>(o, 2.0f); }
