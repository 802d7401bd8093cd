// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the wrapper specialization of a kernel template instance without parameters is declared (void) and calls its device stub with ()
template <int N> __global__ void k() { }
namespace ns {
template <typename T> __global__ void k2() { }
}

void h(int *p) { k<3><<<1, 1>>>(); ns::k2<float><<<1, 1>>>(); }
