// DESC: kernel templates keep inline (wrapper and kernel, definitions, declarations, specializations), attributes go before static; a kernel template declared and never defined in the unit is declared hidden, not static
template <typename T> __global__ inline void k1(T *p) {}
template <typename T> __global__ __forceinline__ void k2(T *p) {}
template <typename T> static __global__ void k3(T *p) {}
template <typename T> __global__ void k4(T *p);
template <typename T> __global__ inline void k5(T *p);
template <typename T> __global__ inline void k6(T *p) {}
template <> __global__ inline void k6<int>(int *p) {}
void h(int *p) { k1<<<1,1>>>(p); k2<<<1,1>>>(p); k3<<<1,1>>>(p); }
