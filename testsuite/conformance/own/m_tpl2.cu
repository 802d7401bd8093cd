// DESC: cufe's own case: tpl2
__device__ int dev(int x) { return x; }
__device__ float devf(float x) { return x; }
template <class T> T tf(T t) { return dev(t); }
template <class T> T tg(T t) { return devf(t) + T(); }
template <class T> struct W { T v; int get() { return dev(v); } };
int use() { return tf(1); }
