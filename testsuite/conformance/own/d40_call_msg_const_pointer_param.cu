// DESC: host calls a __device__ function with const char* and const pointer params
__device__ int cnt(const char *s, char *const t) { return s[0] + t[0]; }
int h(char *t) { return cnt("x", t); }
