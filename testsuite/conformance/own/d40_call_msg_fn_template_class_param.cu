// DESC: host calls a __device__ function template taking a class and a size_t
struct V { float x; };
template <typename T> __device__ T pick(const V &v, size_t i, T t) { return t; }
float h(const V &v) { return pick(v, 0, 1.f); }
