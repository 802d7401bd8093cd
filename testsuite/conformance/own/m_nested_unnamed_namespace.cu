namespace outer { namespace inner { namespace { int hidden_a = 1; } } }
namespace { int hidden_b = 2; }
namespace outer { namespace { int hidden_c = 3; } }
__global__ void k(int *p) { p[0] = 1; }
int h() { return outer::inner::hidden_a + hidden_b + outer::hidden_c; }
