// DESC: base HD, derived __device__, inside namespace with out-of-class definition
namespace n {
struct B { __host__ __device__ virtual int f(int); };
struct D : B { __device__ int f(int) override; };
}
