__device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
struct P { float3 pos; float3 vel; };
__global__ void s1(float3 *o, int n) { int i = threadIdx.x; o[i] = o[i] + o[i]; }
__global__ void s2(P *p, float dt) { int i = threadIdx.x; p[i].pos = p[i].pos + p[i].vel; }
__global__ void s3(P *p, float dt) { int i = threadIdx.x; p[i].pos = p[i].vel * dt; }
