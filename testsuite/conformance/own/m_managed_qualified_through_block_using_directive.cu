namespace ns { __managed__ int v; namespace inner { __managed__ long w; } }
__managed__ int v;
__global__ void k() { ns::v = 1; }
int host() {
  ns::v = 3;
  ::v = ns::v + ns::inner::w;
  using namespace ns;
  inner::w += ::v;
  int v = 4;
  return v + ::v;
}
