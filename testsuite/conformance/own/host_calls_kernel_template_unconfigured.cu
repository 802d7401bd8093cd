// DESC: host function calling a __global__ template without <<<>>>
template <typename T> __global__ void k(T *p) { *p = T(); }
void h(float *p) { k(p); }
