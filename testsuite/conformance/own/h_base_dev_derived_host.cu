// DESC: cufe's own case (recorded with the real cudafe++ 13.5): base_dev_derived_host
struct Base { __device__ virtual int f(int x) { return x; } };
struct Derived : Base { __host__ int f(int x) override { return x + 1; } };
