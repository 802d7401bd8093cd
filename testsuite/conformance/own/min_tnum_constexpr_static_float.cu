// DESC: kernel uses static constexpr float member
struct Cfg { static constexpr float eps = 1e-6f; };
__global__ void k(float *p) { p[0] = Cfg::eps; }
