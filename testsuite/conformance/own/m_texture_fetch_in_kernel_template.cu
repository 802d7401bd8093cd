// DESC: a texture fetch whose element type is a kernel template's parameter makes its header instances per kernel instance
template <class T> __global__ void fetch(cudaTextureObject_t t, T *o, float x) { o[0] = tex2D<T>(t, x, x); }
template __global__ void fetch<float>(cudaTextureObject_t, float *, float);
template __global__ void fetch<int>(cudaTextureObject_t, int *, float);
