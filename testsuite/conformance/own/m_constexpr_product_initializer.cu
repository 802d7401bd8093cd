// DESC: a constexpr declaration `T v(a * b);` is a variable with a parenthesized initializer (a product), not a function taking an `a *`
int plain(int x) { return x + 1; }
constexpr unsigned int rows(16);
constexpr unsigned int cols(4);
constexpr unsigned int cells(rows* cols);
constexpr unsigned int mask(rows & cols);
__global__ void k(float *out)
{
  constexpr unsigned int per(rows * cols);
  constexpr unsigned int half(per / 2);
  out[threadIdx.x % per] = half + cells + mask;
}
int main() { k<<<1, 1>>>(nullptr); return cells; }
