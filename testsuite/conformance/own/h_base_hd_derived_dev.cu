// DESC: cufe's own case (recorded with the real cudafe++ 13.5): base_hd_derived_dev
struct Base { __host__ __device__ virtual int f(int x) { return x; } };
struct Derived : Base { __device__ int f(int x) override { return x + 1; } };
