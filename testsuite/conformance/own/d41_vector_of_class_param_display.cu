// DESC: a __device__ helper taking (const std::vector<P> &a) called from host
#include <vector>
struct P { int v; };
namespace ns { struct Q { int v; }; }
__device__ void use(const std::vector<P> &a);
void host_side(const std::vector<P> &a) { use(a); }
