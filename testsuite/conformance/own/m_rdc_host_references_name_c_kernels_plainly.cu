// FLAGS: -rdc=true
extern __device__ int ext_d;
extern __constant__ float ext_c[8];
__device__ int def_d = 5;
extern __device__ int ext_arr[];
extern "C" __device__ int c_dev(int);
extern __device__ int cpp_dev(int);
__global__ void k(int *p) { *p = ext_d + (int)ext_c[0] + def_d + ext_arr[1] + c_dev(1) + cpp_dev(2); }
extern "C" __global__ void ck(int *p) { *p = 1; }
void h(int *p) { k<<<1, 1>>>(p); ck<<<1, 1>>>(p); }
