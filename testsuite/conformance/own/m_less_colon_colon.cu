// DESC: `<::` not followed by `:` or `>` is `<` then `::`, no digraph `[`
struct tag { int v; };
template <class T> __host__ __device__ int first(T *p) { return p ? 1 : 0; }
int probe() { return first(static_cast<::tag *>(nullptr)); }
__global__ void k(int *out) { *out = 1; }
int main() { k<<<1, 1>>>(0); return probe(); }
