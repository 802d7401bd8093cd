// DESC: typedef of a pointer, const-qualified use, as __device__ parameters
typedef float *fptr;
typedef const int cint;
__device__ float f(fptr p, const fptr q, cint c) { return *p + *q + c; }
float h(float *p) { return f(p, p, 1); }
