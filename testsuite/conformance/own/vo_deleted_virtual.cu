// DESC: deleted __device__ virtual overridden by deleted host virtual
struct B { __device__ virtual int f() = delete; };
struct D : B { int f() override = delete; };
