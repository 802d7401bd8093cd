// DESC: VALID: HD virtual destructors in base and derived
struct B { __host__ __device__ virtual ~B() {} };
struct D : B { __host__ __device__ ~D() override {} };
