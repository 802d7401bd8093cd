// DESC: class template with HD virtual, explicit specialization derived host override
template <typename T> struct B { __host__ __device__ virtual T f() { return T(); } };
struct D : B<int> { int f() override { return 1; } };
