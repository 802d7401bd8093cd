#include <vector>
double f(std::vector<float> &h, int n) { double s = 0; for (int i = 0; i < n; ++i) s += h[i]; return s; }
float g(std::vector<float> &h) { return h[0] + h[1] * 2.0f; }
