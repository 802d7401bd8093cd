// DESC: launch with this-> arg
__global__ void k(float *d) { }
struct R { float *d; void run() { k<<<1, 1>>>(this->d); } };
