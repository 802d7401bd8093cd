// DESC: VALID: __device__ function with decltype(auto) return
__device__ decltype(auto) dev(int x) { return x; }
