__device__ float dev_only(float x)
{
    float y = x * 2.0f;
#if 0
    y += 1.0f;
    y += 2.0f;
    y += 3.0f;
    y += 4.0f;
    y += 5.0f;
    y += 6.0f;
    y += 7.0f;
    y += 8.0f;
    y += 9.0f;
    y += 10.0f;
#endif
    y = y + x;
    return y;
}

int host_fn(int a)
{
    int b = a + 1;
#if 0
    b += 1;
    b += 2;
    b += 3;
    b += 4;
    b += 5;
    b += 6;
    b += 7;
    b += 8;
    b += 9;
    b += 10;
#endif
    b = b * a;
    return b;
}

int after_fn(int c)
{
    return c + 2;
}
#if 0
int skipped1;
int skipped2;
int skipped3;
int skipped4;
int skipped5;
int skipped6;
int skipped7;
int skipped8;
int skipped9;
int skipped10;
#endif
int last_fn(int c)
{
    return c + 3;
}

__global__ void k(int *p)
{
    *p = 1;
#if 0
    b += 1;
    b += 2;
    b += 3;
    b += 4;
    b += 5;
    b += 6;
    b += 7;
    b += 8;
    b += 9;
    b += 10;
#endif
    *p = 2;
}
