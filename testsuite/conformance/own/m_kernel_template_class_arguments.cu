// DESC: a kernel template's type argument that is a class template specialization is spelled as the stub spells parameter types (Box<    ::P>, Tr3<(int)3>, Un3<(unsigned int)5u>) and gets a typedef named by its mangled encoding; in a function template its value parameters are substituted per instance, also through a block-scope alias
struct PK { int a; };
namespace nk { struct QK { int b; }; }
template <typename T> struct BoxK { T v; };
template <int N> struct Tr3K { int x; };
template <unsigned U> struct Un3K { int x; };
template <typename T> __global__ void ktk(int *p) { p[0] = sizeof(T); }
template <int M, unsigned V> void hfk(int *p)
{
  using TrM = Tr3K<M>;
  ktk<TrM><<<1, 1>>>(p);
  ktk<Un3K<V>><<<1, 1>>>(p);
}
void huek(int *p)
{
  ktk<BoxK<PK>><<<1, 1>>>(p);
  ktk<BoxK<int>><<<1, 1>>>(p);
  ktk<Tr3K<3>><<<1, 1>>>(p);
  ktk<BoxK<nk::QK>><<<1, 1>>>(p);
  ktk<BoxK<BoxK<unsigned> > ><<<1, 1>>>(p);
  hfk<7, 9u>(p);
}
