void h(float *d, int n)
{
    float s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += d[i];
#pragma GCC diagnostic push
    d[0] = s;
#pragma nv_diag_suppress 177
    int unused_x = 0;
#pragma message("hello")


    d[1] = s;
#pragma   omp   barrier
#pragma GCC diagnostic pop



    d[2] = s;
#pragma unroll
    d[3] = s;
}
