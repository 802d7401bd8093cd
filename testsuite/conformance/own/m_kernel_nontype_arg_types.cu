// Non-type template arguments of kernel instances are cast to their parameter's type, by value, with its suffix.
template <unsigned B, bool P, long L, char C, int I, unsigned long long U, short S> __global__ void kk(int *a) { a[0] = B + P + L + C + I + U + S; }
void host_fn(int *a) { kk<64, true, 5, 'x', -3, 7, 2><<<1, 1>>>(a); kk<1u, false, -2L, 65, 0, 9ull, -1><<<1, 1>>>(a); }
