#include <vector>
void update(std::vector<float2> &cent) {
  std::vector<int> count(cent.size(), 0);
  for (size_t c = 0; c < cent.size(); ++c)
    if (count[c]) { cent[c].x /= count[c]; }
  for (int c = 0; c < 3; ++c)
    cent[c].y /= count[c];
}
struct Q { float x, y; };
void update2(std::vector<Q> &cent) {
  std::vector<int> count(cent.size(), 0);
  for (size_t c = 0; c < cent.size(); ++c)
    cent[c].x /= count[c];
}
__global__ void kk() {}
