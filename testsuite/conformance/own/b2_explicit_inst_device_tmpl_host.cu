// DESC: explicit instantiation of a __device__ function template written with __host__
template <typename T> __device__ T id(T x) { return x; }
template __host__ int id<int>(int);
