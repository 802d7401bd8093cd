struct F { void operator()(int) const {} };
struct M { void run(int); static void srun(); void (*fp)(); };
__host__ __device__ void hdf(int) {}
__global__ void k() {}
void host() {
    auto g = [](int) {};
    g<<<1, 1>>>(1);
    F f;
    f<<<1, 1>>>(1);
    hdf<<<1, 1>>>(1);
    M m;
    m.run<<<1, 1>>>(1);
    M *pm = &m;
    pm->run<<<2, 3>>>(1);
    m.fp = k;
    m.fp<<<1, 1>>>();
    m.srun<<<1, 1>>>();
    void (*fp)() = k;
    fp<<<1, 1>>>();
}
__host__ __device__ void both() {
    auto g = [](int) {};
    g<<<1, 1>>>(1);
}
