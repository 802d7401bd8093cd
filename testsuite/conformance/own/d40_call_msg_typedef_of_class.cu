// DESC: typedef of a class as a __device__ function parameter called from host
struct V { float x; };
typedef V vec_t;
__device__ float f(vec_t v, const vec_t &r, vec_t *p) { return v.x + r.x + p->x; }
float h(V v) { return f(v, v, &v); }
