__global__ void k(float *o) { o[0] = 1.f; }
struct Tail { int a; }
