// DESC: [[nodiscard]] on a __global__ function
[[nodiscard]] __global__ void k(int *p) { *p = 1; }
