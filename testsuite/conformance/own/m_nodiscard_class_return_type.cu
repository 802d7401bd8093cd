// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a call discarding an object of a class declared [[nodiscard]] (returned by value, qualified, from host and device code) warns #2810 at the call's parenthesis; a reference result, a cast to void or a use stays silent
struct [[nodiscard]] R { int v; };
namespace n { class [[nodiscard]] E { public: int c; }; E make(); }
__host__ __device__ R f() { return R{1}; }
R &g();
void h() { f(); n::make(); g(); (void)f(); R r = f(); (void)r; }
__device__ void d() { f(); }
