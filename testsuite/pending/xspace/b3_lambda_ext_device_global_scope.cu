// FLAGS: --extended-lambda
// DESC: extended __device__ lambda at namespace scope (not inside a function)
auto gl = [] __device__ (int x) { return x; };
