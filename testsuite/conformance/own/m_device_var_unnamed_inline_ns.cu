// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a named inline namespace inside an unnamed namespace that was never opened inline is no inline unnamed namespace: its device variables are accepted (and registered)
__global__ void k() {}
namespace { inline namespace q { __device__ int d3; __constant__ float c3[4]; } }
namespace { inline namespace q { namespace r { __managed__ int m3; } } }
