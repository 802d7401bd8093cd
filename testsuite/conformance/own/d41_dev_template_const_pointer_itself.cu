// DESC: host calls a __device__ function template taking a const pointer to non-const
template <typename T> __device__ T load_b(T *const p, int i) { return p[i]; }
float first_b(float *p) { return load_b(p, 0); }
