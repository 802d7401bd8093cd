// DESC: cufe's own case (recorded with the real cudafe++ 13.5): CUDA's vector types: kernel parameters of them passed by reference with their header's size and alignment, their components' types in conversions (dim3's unsigned), make_<vector> counted in the stub's __T<n>
__global__ void k(float4 *out, float3 p, int2 q, char3 c, double2 d, uchar4 u, int n) {
  float4 v = out[0];
  dim3 b(4, 2);
  out[1].x = v.x * 2 + p.y - 1 + b.x * 2 + b.y + q.x + c.z + (float)d.y + u.w;
  int3 r = make_int3(1, 2, n);
  out[2].y = r.x + 1.5f;
}
void h(int n) {
  dim3 block(256);
  dim3 grid((n + block.x - 1) / block.x, 1);
  k<<<grid, block>>>(0, make_float3(0, 0, 0), make_int2(1, 2), make_char3(1, 2, 3), make_double2(1, 2), make_uchar4(1, 2, 3, 4), n);
}
