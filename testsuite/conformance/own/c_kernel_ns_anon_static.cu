// DESC: nontemplate kernel in anonymous namespace inside named namespace
namespace outer { namespace { __global__ void k(int *p) { } } void h(int *p) { k<<<1, 1>>>(p); } }
