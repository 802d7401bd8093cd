// DESC: host code calls a __device__ member of a std::array element through at()
#include <array>
struct Lane { float w; __device__ float weight() const { return w; } };
float sum_weights(const std::array<Lane, 8> &lanes) {
  float s = 0.f;
  for (int i = 0; i < 8; ++i) s += lanes.at(i).weight();
  return s;
}
