// DESC: a __device__ helper taking (std::vector<std::vector<int> > &a) called from host
#include <vector>
struct P { int v; };
namespace ns { struct Q { int v; }; }
__device__ void use(std::vector<std::vector<int> > &a);
void host_side(std::vector<std::vector<int> > &a) { use(a); }
