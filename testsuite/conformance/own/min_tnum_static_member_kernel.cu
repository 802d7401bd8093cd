// DESC: kernel reading static const member times float static constexpr
struct Cfg { static const int N = 8; };
__global__ void k(float *p) { p[0] = Cfg::N; }
