// DESC: literal __declspec(__device__) (macro undefined via push_macro) on a function used from a kernel
#pragma push_macro("__device__")
#undef __device__
__declspec(__device__) int f(int x) { return x; }
#pragma pop_macro("__device__")
__global__ void k(int *p) { p[0] = f(1); }
