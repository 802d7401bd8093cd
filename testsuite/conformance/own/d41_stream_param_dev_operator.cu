// DESC: host dumps a particle through a __device__ operator<< taking a stream parameter
#include <ostream>
struct Particle { float x, y; };
__device__ std::ostream &operator<<(std::ostream &o, const Particle &p) { return o; }
void dump(std::ostream &os, const Particle *ps, int n) {
  for (int i = 0; i < n; ++i) os << ps[i] << '\n';
}
