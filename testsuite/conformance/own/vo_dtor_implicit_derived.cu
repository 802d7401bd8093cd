// DESC: __device__ virtual destructor base, derived with implicit destructor
struct B { __device__ virtual ~B() {} };
struct D : B { int x; };
D d;
