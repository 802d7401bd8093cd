__global__ void k(const int *__restrict__ a, int *__restrict__ b, const float *const c, void *v, int **pp) { }
__global__ void k2(int (*arr)[4], int (&ref)[2]) { }
void host(int *a, int **pp) { k<<<1, 1>>>(a, a, nullptr, a, pp); }
