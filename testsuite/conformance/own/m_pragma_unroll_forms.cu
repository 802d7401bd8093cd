#define UF 4
template <int N>
__device__ void t(float *d)
{
#pragma unroll
    for (int i = 0; i < N; i++) d[i] = 0;
#pragma unroll (N*2)
    for (int i = 0; i < N; i++) d[i] = 1;
}
__global__ void k(float *d, int n)
{
    int i = 0;
#pragma unroll
    while (i < n) { d[i] = 0; i++; }
#pragma unroll 4
    for (int j = 0;
         j < n; j++) d[j] = 0;
#pragma nounroll
    for (int j = 0; j < n; j++) d[j] = 0;
    {
#pragma unroll 1
        for (int j = 0; j < n; j++) d[j] = 0;
    }
    if (n)
#pragma unroll
        for (int j = 0; j < n; j++) d[j] = 0;
#pragma unroll
    do { i--; } while (i > 0);
#pragma unroll 2
#pragma unroll 3
    for (int j = 0; j < n; j++) d[j] = 0;
    t<4>(d);
}
void h(float *d, int n)
{
#pragma omp parallel for
#pragma unroll
    for (int i = 0; i < n; i++) d[i] = 0;
    for (int i = 0; i < n; i++) {
#pragma unroll 2
        for (int j = 0; j < n; j++) d[j] = 0;
    }
}
