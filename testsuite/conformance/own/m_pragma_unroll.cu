__global__ void k(float *d, int n)
{
    float s = 0;
#pragma unroll
    for (int i = 0; i < 16; i++) {
        s += d[i];
    }
#pragma unroll 4
    for (int i = 0; i < n; i++)
        s += d[i];
    #pragma unroll (5)
    for (int j = 0; j < n; j++) { s -= d[j]; }
#pragma nounroll
    while (n > 0) { n--; }
    d[0] = s;
}
void h(float *d, int n)
{
    float s = 0;
#pragma unroll
    for (int i = 0; i < 16; i++) {
        s += d[i];
    }
    int x = 0;
#pragma unroll 2
    for (; x < n; x++) s += 1;
#pragma omp parallel for
    for (int i = 0; i < n; i++) s += d[i];
#pragma GCC ivdep
    for (int i = 0; i < n; i++) s += d[i];
    d[0] = s;
}
