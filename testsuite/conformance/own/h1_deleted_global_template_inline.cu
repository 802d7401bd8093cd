template <class T> __global__ void k(T) = delete;
__global__ void k3(int) = delete;
