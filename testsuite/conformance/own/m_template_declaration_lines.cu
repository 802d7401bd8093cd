// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a function template's declaration stays on its template header's line however many lines its attributes and name take; an explicit specialization (template <>) is placed at its name's line, its header with it
template <int D>
constexpr float fa(float x);
template <int D>
__device__ __host__
constexpr float fb(float x);
__device__ __host__
constexpr float fc(float x);
__device__ __host__
float fd(float x);
template <int D>
__device__ __host__
float fe(float x);
template <int D>
__host__
constexpr float ff(float x);
template <int D>
inline
float fg(float x);
template <int D> __device__ __host__
constexpr float fh(float x);
__host__ __device__
static float fi(float x);
template <int D> float gs(float x) { return x; }
template <>
float gs<3>(float x) { return x * 3; }
template <>
__host__ __device__
float gs<4>(float x) { return x * 4; }
template <> float gs<5>(float x)
{ return x * 5; }
template <>
float gs<6>(float x);
template <int D>
float hs(float x) { return x; }
struct SS { template <int D> float m(float x); };
template <>
float SS::m<1>(float x) { return x; }
