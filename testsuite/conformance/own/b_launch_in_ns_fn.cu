// DESC: launch of kernel defined in other namespace from namespace function
namespace kern { __global__ void k(int *p) { } }
namespace app { void run(int *p) { kern::k<<<1, 1>>>(p); using namespace kern; k<<<1, 1>>>(p); } }
