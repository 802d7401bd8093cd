// DESC: unnamed enum typedef param
typedef enum { LOW, HIGH } level_t;
typedef struct { int x; } pt_t;
__global__ void k(level_t l, pt_t p) { }
void h() { pt_t p = {1}; k<<<1, 1>>>(HIGH, p); }
