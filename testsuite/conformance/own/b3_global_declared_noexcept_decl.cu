// DESC: noexcept on a __global__ declaration (no definition)
__global__ void k(int *p) noexcept;
