// DESC: class template derived overrides host virtual with __device__, instantiated
template <typename T> struct B { virtual T f() { return T(); } };
template <typename T> struct D : B<T> { __device__ T f() override { return T(1); } };
D<int> d;
