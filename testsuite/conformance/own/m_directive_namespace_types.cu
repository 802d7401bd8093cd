// DESC: a namespace a using-directive brings in qualifies the type names written through it (wmma::fragment is nvcuda::wmma::fragment), not calls or enumerators (wmma::f(), wmma::E)
namespace nvcuda { namespace wmma { struct row_major; template <typename T, int M> struct fragment { T x[M]; }; enum layout { mem_row_major }; inline int load(int l) { return l; } } }
using namespace nvcuda;
int f() { wmma::fragment<float, 4> c[2]; wmma::fragment<wmma::row_major*, 2> d; (void)c; (void)d; return wmma::load(wmma::mem_row_major); }
namespace std { struct clock {}; }
void g(std::clock c) { (void)c; }
