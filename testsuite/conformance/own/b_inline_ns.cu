// DESC: inline namespace kernel launch
namespace lib { inline namespace v1 { __global__ void k(int *p) { } } }
void h(int *p) { lib::k<<<1, 1>>>(p); lib::v1::k<<<1, 1>>>(p); }
