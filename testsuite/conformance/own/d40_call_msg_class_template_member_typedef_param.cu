// DESC: host calls a __device__ member of a class template instance with typedef params
typedef unsigned int u32;
template <typename T> struct Q { __device__ T get(u32 i, T *base) const { return base[i]; } };
int h(const Q<int> &q, int *p) { return q.get(1, p); }
