// DESC: an alignas operand that is an operator expression prints as an expression outside templates (its int operand converted: sizeof(float) * (4))
int plain(int x) { return x + 1; }
struct alignas(sizeof(float) * 4) G { float f[4]; };
struct alignas(16) H { float f[4]; };
constexpr int W = 2;
struct alignas(W * 8) J { float f[4]; };
__global__ void k(float *p) { p[0] = sizeof(G) + sizeof(H) + sizeof(J); }
void h(float *p) { struct alignas(sizeof(float) * 2) L { float f[2]; }; L l; l.f[0] = 1; p[0] = l.f[0]; k<<<1, 1>>>(p); }
