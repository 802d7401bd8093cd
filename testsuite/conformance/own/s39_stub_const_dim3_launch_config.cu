// A `const dim3` launch configuration is copied, not converted: no
// constructor call, no temporary (an integer one is converted). A `const
// dim3` constructed from run-time values calls its constructor as a plain
// one does (one temporary per parameter).
__global__ void k(float *p) { p[0] = 1.0f; }

int main(int argc, char **)
{
    const dim3 threads(256, 1);
    const dim3 blocks(4);
    k<<<blocks, threads>>>(nullptr);
    const dim3 &ref = threads;
    k<<<2, ref>>>(nullptr);
    const dim3 grid(argc / threads.x, 1);
    k<<<grid, threads>>>(nullptr);
    return 0;
}
