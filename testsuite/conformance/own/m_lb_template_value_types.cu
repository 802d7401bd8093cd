template <unsigned int N> __global__ void __launch_bounds__(N) k1(int *p) {}
template <unsigned int N> __global__ void __launch_bounds__(N * 2) k2(int *p) {}
template <size_t N> __global__ void __launch_bounds__(N) k3(int *p) {}
template <int N> __global__ void __launch_bounds__(N) k4(int *p) {}
template <long N> __global__ void __launch_bounds__(N) k5(int *p) {}
template <unsigned short N> __global__ void __launch_bounds__(N) k6(int *p) {}
template <int N> __global__ void __launch_bounds__(N + 1u) k7(int *p) {}
__global__ void __launch_bounds__(256u) k8(int *p) {}
__global__ void __launch_bounds__(256ul) k9(int *p) {}
template <unsigned int N> __global__ void __launch_bounds__(N, 2) k10(int *p) {}
void h(int *p) { k1<128><<<1,1>>>(p); k2<64><<<1,1>>>(p); k3<32><<<1,1>>>(p); k4<16><<<1,1>>>(p); k5<8><<<1,1>>>(p); k6<4><<<1,1>>>(p); k7<2><<<1,1>>>(p); k8<<<1,1>>>(p); k9<<<1,1>>>(p); k10<512><<<1,1>>>(p); }
