// cudafe++'s explicit tail padding of a class holding a runtime type:
// its own members follow its virtual table pointer and its bases (a POD
// base whole, another by its data size), and the runtime's enumerations
// (`cudaError_t`, `cudaMemcpyKind`) count as `dim3` does.
#include <stdexcept>
#include <string>
struct B { void *p; int q; };
struct D1 : B { cudaError_t e; };
struct E { virtual ~E(); };
struct D2 : E { cudaError_t e; };
struct D3 : std::runtime_error { D3() : std::runtime_error("x") {} cudaError_t e; };
struct D4 : std::exception { cudaError_t e; };
struct D5 : B { int k; cudaError_t e; };
struct D6 : std::runtime_error { D6() : std::runtime_error("x") {} int a; cudaError_t e; };
struct S { cudaError_t e; };
struct D7 : S { int a; };
struct D8 { B b; cudaError_t e; };
struct D9 : std::logic_error { D9() : std::logic_error("x") {} dim3 d; };
namespace q { struct X { virtual ~X(); }; }
struct D11 : q::X { cudaMemcpyKind k; };
struct S1 { void *p; cudaError_t e; };
struct S3 { void *p; cudaMemcpyKind k; };
struct S4 { virtual void f(); dim3 d; };
class CudaError : public std::runtime_error {
 public:
  CudaError(cudaError_t code, const std::string &where)
      : std::runtime_error(where + ": " + cudaGetErrorString(code)), code_(code) {}
  cudaError_t code() const { return code_; }
 private:
  cudaError_t code_;
};
