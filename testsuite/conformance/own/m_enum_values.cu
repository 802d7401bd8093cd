// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an enumeration's body printed from its values: an initializer kept only where the value is not the previous one's plus one (or that wrapped), literals as values in the underlying type, names as written, other expressions in parentheses
enum A { A0 = 0, A1 = 1, A2 = 5, A3, A4 = 6, A5 = A2 + 10 };
enum class Mode : int { Fast = 0, Precise = 1 };
enum C { C0 = -1, C1, C2 = 0x10, C3 = 'a' };
enum D { D0 = 1 + 1, D1, D2 };
enum F { F0 = 3, F1, F2 = 5, F3 };
enum H { H0 = 2, H1 = H0, H2 };
enum I { I0 = 10u, I1 };
enum K : unsigned char { K0 = 200, K1 };
enum L { L0 = 0x7fffffff, L1 };
enum { BLOCK = 256, WARP = 32 };
struct Holder {
  enum Inner { X = 1, Y = 2, Z = 4 };
};
__global__ void k(A a, Mode m, int *out) { out[0] = BLOCK + WARP + a + (int)m + Holder::Z; }
