// DESC: host calls a static __device__ member of a namespaced class template instance with a type argument
namespace blk { template <typename T, int W> struct Load { __device__ static T one(const T *p) { return p[0]; } }; }
float h(const float *p) { return blk::Load<float, 4>::one(p); }
