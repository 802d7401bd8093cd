// DESC: a __device__ helper taking const std::string &, called from host
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
__device__ void put(const std::string & x, int n);
void host_side(const std::string & x) { put(x, 1); }
