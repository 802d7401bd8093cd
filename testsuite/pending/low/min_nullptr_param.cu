// DESC: decltype(nullptr) kernel param
__global__ void k(decltype(nullptr) n) { }
