enum Mode { FAST = 1, SLOW = 2 };
template <Mode M, typename T> struct Tag { T v; };
template <Mode M, typename T> __global__ void k(Tag<M, T> t) { }
template <unsigned B> struct Blk { int x; };
template <unsigned B> __global__ void kb(Blk<B> b, int n) { }
void host() {
  Tag<FAST, float> t{};
  k<<<1, 1>>>(t);
  Blk<128u> b{};
  kb<<<1, 128>>>(b, 4);
}
