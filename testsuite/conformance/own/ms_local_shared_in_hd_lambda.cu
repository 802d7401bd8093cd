// FLAGS: --extended-lambda
// DESC: __shared__ local inside an extended __device__ lambda body
void h() { auto l = [] __device__ (int *o) { __shared__ int s; s = 1; o[0] = s; }; (void)l; }
