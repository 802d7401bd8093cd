// DESC: explicit specializations of kernel templates: a definition's parameters on several lines get line markers (wrapper, kernel, body braces); its stub passes its own parameter types while the wrapper specialization keeps the template's; a specialization only declared gets its wrapper declared too, __specialization_static when the unit defines it later; from a namespace the forwarding names the wrapper from the global scope
typedef long long sp_int;
template <typename S, typename G>
__global__ void ksp_b (
    const S* __restrict__ a,
    const G* __restrict__ b,
    const sp_int* __restrict__ t,
          G* __restrict__ out)
{
  out[0] = a[0] + b[0] + t[0];
}

template <>
__global__ void ksp_b<int, int> (
    const int* __restrict__ a,
    const int* __restrict__ b,
    const sp_int* __restrict__ t,
          int* __restrict__ out)
{
  out[0] = a[0] - b[0] - t[0];
}

template <>
__global__ void ksp_b<float, float> (const float* a, const float* b,
    const sp_int* t, float* out)
{
  out[0] = a[0];
}

__device__ int sp_dv(int a,
                  int b) { return a + b; }

int sp_host_f(int a,
           int b) { return a * b; }

void sp_launch(int *p, sp_int *t, float *f) {
  ksp_b<int, int><<<1, 1>>>(p, p, t, p);
  ksp_b<float, float><<<1, 1>>>(f, f, t, f);
}
template <typename S>
__global__ void ksp_d (
    const S* a,
    S* out);

template <typename S>
__global__ void ksp_d (
    const S* a,
    S* out)
{
  out[0] = a[0];
}

template __global__ void ksp_d<int>(
    const int *a,
    int *out);

template <>
__global__ void ksp_d<char>(const char *a, char *out);

void sp_launch2(float *f) {
  ksp_d<float><<<1, 1>>>(f, f);
}
namespace spn {
template <typename S, int N>
__global__ void ksp_e (
    const S* a,
    S* out)
{
  out[0] = a[0] * N;
}

template <>
__global__ void ksp_e<short, 2>(
    const short *a,
    short *out);

template <>
__global__ void ksp_e<short, 2>(
    const short *a,
    short *out) { out[1] = a[1]; }
}
struct SpPt { int x, y; };
template <typename T>
__global__ void ksp_p(T v, T *o) { o[0] = v; }
template <>
__global__ void ksp_p<SpPt>(SpPt v,
                       SpPt *o) { o[0].x = v.y; }

void sp_launch3(short *f, SpPt *p) {
  spn::ksp_e<short, 2><<<1, 1>>>(f, f);
  ksp_p<<<1, 1>>>(p[0], p);
}
