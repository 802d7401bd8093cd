// DESC: template kernel with nontype bool/unsigned/enum params
enum class Kind { A, B };
template <bool Flag, unsigned N, Kind K> __global__ void k(int *p) { if (Flag) p[N] = (int)K; }
void h(int *p) { k<true, 3u, Kind::B><<<1, 1>>>(p); k<false, 0, Kind::A><<<1, 1>>>(p); }
