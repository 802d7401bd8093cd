// DESC: host calls a __device__ function template taking a const value parameter
template <typename T> __device__ T twice(const T x, int k) { return x * k; }
float run(float v) { return twice(v, 2); }
