// DESC: kernel taking std::nullptr_t and bool template
typedef decltype(nullptr) nullptr_t;
__global__ void k(nullptr_t n, int *p) { }
void h(int *p) { k<<<1, 1>>>(nullptr, p); }
