// DESC: host code calls a __device__ member of a std::vector element
#include <vector>
struct Body { float m; __device__ float mass() const { return m; } };
float total_mass(const std::vector<Body> &bs) {
  float s = 0.f;
  for (size_t i = 0; i < bs.size(); ++i) s += bs[i].mass();
  return s;
}
