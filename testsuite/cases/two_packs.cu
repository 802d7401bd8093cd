template <typename... A, typename... B>
__global__ void k(A... a) {}
