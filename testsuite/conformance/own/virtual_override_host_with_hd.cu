// DESC: __host__ __device__ override of a host virtual
struct B { virtual void f() {} };
struct D : B { __host__ __device__ void f() override {} };
