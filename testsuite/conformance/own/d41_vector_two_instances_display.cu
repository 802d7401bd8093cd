// DESC: a __device__ helper taking (std::vector<P> *a, std::vector<int> &b) called from host
#include <vector>
struct P { int v; };
namespace ns { struct Q { int v; }; }
__device__ void use(std::vector<P> *a, std::vector<int> &b);
void host_side(std::vector<P> *a, std::vector<int> &b) { use(a, b); }
