template <typename T> struct Base { __device__ virtual T f(T x) { return x; } virtual ~Base() {} };
struct Derived : Base<int> { __device__ int f(int x) override { return x + 1; } };
struct D2 : Base<float> { float f(float x) override { return x; } __device__ ~D2() {} };
template <typename T> struct Base2 { __device__ virtual T f(T x) { return x; } };
struct Derived2 : Base2<int> { int f(int x) override { return x + 1; } };
