void h(float *d, int n)
{
    float s = 0;
#pragma omp barrier

    d[0] = s;
#pragma omp barrier
#pragma unroll
    for (int i = 0; i < n; i++) s += d[i];
    d[1] = s;
#pragma omp barrier


    d[2] = s;
    d[3] = s;

#pragma unroll
    for (int i = 0; i < n; i++) s += d[i];
    d[4] = s;
#pragma omp barrier
    d[5] = s; d[6] = s;
#pragma omp barrier
    if (n) { d[7] = s; }
}
