// DESC: extern __shared__ variable at namespace scope
extern __shared__ int s[];
__global__ void k(int *o) { o[0] = s[0]; }
