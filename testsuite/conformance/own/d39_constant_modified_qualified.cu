namespace n { __constant__ float scale; }
void host_set(float v) { n::scale = v; }
__constant__ int g;
__device__ void f() { ::g = 2; }
void h() { ::g = 1; }
