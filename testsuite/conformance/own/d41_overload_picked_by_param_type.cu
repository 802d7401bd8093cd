// DESC: overloads: a host one for int, a __device__ one for float; host code calls with a float
int quant(int x) { return x; }
__device__ float quant(float x) { return x; }
float run(float v) { return quant(v); }
