struct A { __host__ __device__ virtual ~A() {} };
struct B : A { };
struct C : B { __device__ ~C() {} };
struct D : B { ~D() {} };
