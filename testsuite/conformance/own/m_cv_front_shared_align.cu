struct V { int x; };
__global__ void k1(V *d, V const *s, int const n) { d[0] = s[0]; }
__global__ void k2(int const *p, float const &r);
void h1(V const *s, int const n) { (void)s; (void)n; }
void h2(V const *s);
__device__ void d1(V const *s) { (void)s; }
__global__ void k3()
{
    __shared__ alignas(16) float As[4][4];
    __shared__ alignas(alignof(float4)) float Bs[8];
    __shared__ __align__(8) int Cs[2];
    As[0][0] = Bs[0] + Cs[0];
}
