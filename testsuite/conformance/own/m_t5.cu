// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t5
struct A { __host__ __device__ A(); __device__ ~A(); int x; };
__host__ __device__ A::A() : x(0) {}
__device__ A::~A() {}
void f() { A a; }
__device__ void g() { A a; }
class B { public: __device__ B() = default; __host__ __device__ B(const B&) = default; };
