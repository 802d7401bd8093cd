// DESC: __device__ auto function referenced in sizeof from host
__device__ auto dev(int x) { return x; }
unsigned long h() { return sizeof(dev(1)); }
