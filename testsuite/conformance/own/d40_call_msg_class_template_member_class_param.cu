// DESC: host calls a __device__ member of a class template instance taking a class param
struct Cfg { int n; };
template <typename T> struct Engine { __device__ T run(const Cfg &c, unsigned n) { return T(c.n + n); } };
float h(Engine<float> &e, const Cfg &c) { return e.run(c, 2u); }
