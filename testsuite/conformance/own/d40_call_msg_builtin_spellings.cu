// DESC: host calls a __device__ function whose parameters use unsigned/long spellings
__device__ int f(unsigned a, long int b, unsigned long long c, short int d, signed char e) { return 0; }
int h() { return f(1u, 2l, 3ull, 4, 5); }
