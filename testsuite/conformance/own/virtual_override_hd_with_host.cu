// DESC: __host__ override of a __host__ __device__ virtual function
struct B { __host__ __device__ virtual void f() {} };
struct D : B { void f() override {} };
