// DESC: __device__ virtual destructor base, derived defaulted destructor
struct B { __device__ virtual ~B() {} };
struct D : B { ~D() = default; };
