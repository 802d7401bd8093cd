// A function template returning the type it deduced for a parameter
// (T accumulate(I, I, T)) has that argument's arithmetic type: an
// operand converted to it is parenthesized.
#include <vector>
#include <numeric>
__global__ void k(int *o) { o[0] = 1; }
double mean(std::vector<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0) / v.size(); }
double half(std::vector<int> &v) { return std::accumulate(v.begin(), v.end(), 0) / 2.0; }
