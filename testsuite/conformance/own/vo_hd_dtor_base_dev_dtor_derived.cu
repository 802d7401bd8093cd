// DESC: HD virtual destructor base, __device__ destructor in derived
struct B { __host__ __device__ virtual ~B() {} };
struct D : B { __device__ ~D() {} };
