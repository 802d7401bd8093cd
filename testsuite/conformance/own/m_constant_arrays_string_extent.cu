__constant__ float coeffs[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
__constant__ int lut[2][3] = {{1, 2, 3}, {4, 5, 6}};
__constant__ char msg[] = "hello";
struct Cfg { int n; float s; };
__constant__ Cfg cfg = {10, 0.5f};
__constant__ double dv;
__global__ void k(float *out) { out[0] = coeffs[2] * lut[1][2] + msg[0] + cfg.s; }
