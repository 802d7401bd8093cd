struct Vec3 { float x, y, z; }
Vec3 add(Vec3 a, Vec3 b) { Vec3 r; r.x = a.x + b.x; return r; }
__global__ void k(float *o) { o[0] = 1.f; }
