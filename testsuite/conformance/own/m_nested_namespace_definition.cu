// DESC: a nested namespace definition (namespace a::b, a::inline b) is printed as one namespace per name, closed together
int plain(int x) { return x + 1; }
namespace a::b { int f(int x) { return x + 1; } }
namespace a::b::c { __global__ void k(int *p) { *p = 0; } }
namespace a { namespace b { int g(); } }
namespace q::inline r { int h(int y) { return y; } }
void launch(int *p) { a::b::c::k<<<1, 1>>>(p); }
namespace a::b { namespace { int hidden(int z) { return z; } } int uses(int z) { return hidden(z); } }
