__global__ void k() noexcept {}
