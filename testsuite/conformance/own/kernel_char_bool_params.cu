// DESC: kernel with small scalar params: bool, char, short, half-like
__global__ void k(bool b, char c, unsigned char uc, short s, long long ll, unsigned long ul, long double ld) {}
void h() { k<<<1, 1>>>(true, 'x', 200, -3, 1LL << 40, 7ul, 1.0L); }
