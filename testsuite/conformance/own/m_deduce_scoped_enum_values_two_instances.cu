namespace ns { enum class Mode { FAST = 3, SLOW }; }
template <ns::Mode M> struct Tag { int v; };
template <ns::Mode M> __global__ void k(Tag<M> t) { }
void host() {
  Tag<ns::Mode::SLOW> t{};
  k<<<1, 1>>>(t);
  Tag<ns::Mode::FAST> u{};
  k<<<1, 1>>>(u);
}
