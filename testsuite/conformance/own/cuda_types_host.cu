// DESC: host code using cuda vector types and dim3 members
__global__ void k(float4 *v, int2 i) { v[0] = make_float4(i.x, i.y, 0, 1); }
void h(float4 *v) { int2 i = make_int2(1, 2); dim3 g(4); g.y = 2; k<<<g, 64>>>(v, i); float2 f; f.x = 1.f; }
