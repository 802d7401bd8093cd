// DESC: HD virtual destructor, derived explicit host destructor
struct B { __host__ __device__ virtual ~B() {} };
struct D : B { ~D() {} };
