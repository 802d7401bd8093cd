// DESC: a __device__ helper taking (std::vector<ns::Q> &a) called from host
#include <vector>
struct P { int v; };
namespace ns { struct Q { int v; }; }
__device__ void use(std::vector<ns::Q> &a);
void host_side(std::vector<ns::Q> &a) { use(a); }
