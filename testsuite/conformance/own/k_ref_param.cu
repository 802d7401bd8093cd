// DESC: kernel with const reference struct param
struct P { double x, y; };
__global__ void k(const P &p, float *out) { out[0] = p.x; }
void h(float *o) { P p{1, 2}; k<<<1, 1>>>(p, o); }
