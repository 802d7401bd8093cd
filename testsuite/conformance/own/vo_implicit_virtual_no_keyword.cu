// DESC: derived overrides without virtual/override keyword: host base, device derived, two mismatches in one file
struct B { virtual int f() { return 0; } virtual int g() { return 0; } };
struct D : B { __device__ int f() { return 1; } __host__ __device__ int g() { return 2; } };
