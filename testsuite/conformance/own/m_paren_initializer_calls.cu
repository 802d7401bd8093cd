// DESC: a parenthesized initializer whose first argument calls a function or converts a value (round_up(1.0 * n / t), int((n - 1) / b + 1)) is an initializer, not a parameter list: its expressions print normalized
struct D3 { unsigned x, y, z; D3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
double round_up(double);
int use(D3);
int f(int n, int t, D3 block) {
  D3 blocks(round_up(1.0 * n / t));
  D3 grid(int((n - 1) / block.x + 1), int((n - 1) / block.y + 1), n * t);
  D3 b2(n * t);
  D3 b3(n);
  return use(blocks) + use(grid) + use(b2) + use(b3);
}
