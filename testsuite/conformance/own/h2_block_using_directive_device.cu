// DESC: cufe's own case (recorded with the real cudafe++ 13.5): names found through a body's using-directive: __device__ variables read or written, a __device__ function called from the host
namespace ns { __device__ int dv; __device__ int dw; __device__ int dev() { return 1; } }
int h() { using namespace ns; return dv + dw; }
void g() { using namespace ns; dv = 1; }
int f() { using namespace ns; return dev(); }
