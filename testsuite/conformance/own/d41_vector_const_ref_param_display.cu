// DESC: a host loader calls a __device__ parser taking a std::vector<float>
#include <vector>
__device__ int parse(const std::vector<float> &buf);
int load(const std::vector<float> &buf) { return parse(buf); }
