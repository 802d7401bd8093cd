// DESC: cufe's own case (recorded with the real cudafe++ 13.5): instances of device, constant and managed variable templates, registered where the unit first uses them among its variables
__device__ int a;
template <typename T> __device__ T dv;
template <typename T> __constant__ T cv[4];
namespace ns { template <typename T> __device__ T nv; }
__global__ void k(int *p) { dv<float> = 1.0f; p[0] = a + cv<short>[1] + ns::nv<char>; }
__device__ int b;
template <typename T> __managed__ T cell;
void h() { cell<int> = 2; cell<double> = 1.0; }
__managed__ int c;
