// DESC: defaulted virtual destructor base (implicitly HD), derived __device__ destructor
struct B { virtual ~B() = default; };
struct D : B { __device__ ~D() {} };
