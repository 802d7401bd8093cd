// DESC: host local class objects, no calls
struct Cfg { };
__global__ void k() { }
void h() { Cfg a, b; }
