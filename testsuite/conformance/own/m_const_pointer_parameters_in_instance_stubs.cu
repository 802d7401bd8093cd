// DESC: a kernel template instance's stub declaration spells a const pointer parameter without a blank before the comma
int plain(int x) { return x + 1; }
template <typename L, typename I>
__global__ void scan(L *const lo, L *const hi, I const *const in, const unsigned long *const n) { }
template <typename T>
__global__ void one(T *const p) { }
void run(char *a, char *b, const char *c, const unsigned long *d, float *f) {
  scan<char, char><<<1, 1>>>(a, b, c, d);
  one<float><<<1, 1>>>(f);
}
