// DESC: texture and surface object fetches cost their header instances temporaries once per element type: the value form its parameters (one more returning a vector), the pointer form it calls the pointer and the non-vector parameters, a surface write all but its value; an uncalled static device function's fetch makes none
static __device__ float unused(cudaTextureObject_t t, float x) { return tex3D<float>(t, x, x, x); }
__global__ void sample(cudaTextureObject_t t, cudaSurfaceObject_t s, float4 *o, float *f, float x, float y) {
  o[0] = tex2D<float4>(t, x, y);
  o[1] = tex2DLod<float4>(t, x, y, 1.0f);
  f[0] = tex2DGrad<float>(t, x, y, make_float2(x, y), make_float2(y, x));
  f[1] = tex2Dgather<float>(t, x, y) + tex2D<float>(t, 1.0f, 2.0f);
  f[2] = tex1Dfetch<float>(t, 3) + tex1Dfetch<int>(t, 4);
  surf2Dwrite(o[2], s, 1, 2);
  f[3] = surf2Dread<float>(s, 4, 8);
  float r;
  tex1D(&r, t, x);
  f[4] = r;
}
