// DESC: host calls a __device__ function template deducing from a pointer argument
template <typename T>
__device__ T load(const T *p, int i) { return p[i]; }
double first(const double *p) { return load(p, 0); }
