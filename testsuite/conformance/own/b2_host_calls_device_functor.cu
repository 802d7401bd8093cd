// DESC: host function calling a functor whose operator() is __device__
struct F { __device__ int operator()(int x) const { return x * 2; } };
int h(int x) { F f; return f(x); }
