// DESC: pure virtual HD overridden by __device__ without 'override'
struct B { __host__ __device__ virtual void f() = 0; };
struct D : B { __device__ void f() {} };
