// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel parameters of a namespace's typedefs and alias declarations: named in the stub through typedefs of their own (a builtin type's by that type), mangled and passed by the type they name; reference parameters passed to the stub by address
namespace g {
struct box { int a; float w; };
typedef box box_t;
typedef unsigned int count_t;
typedef float *fptr;
using vec_t = box;
__global__ void fill(box_t b, count_t n, fptr out) { if (n) out[0] = b.w; }
}
namespace v3 { namespace NS { struct S { double q; }; typedef S s_t; } }
struct P { int a; };
__global__ void k(g::box_t a, g::count_t b, g::fptr c, g::vec_t d, v3::NS::s_t e, const P &f, const g::box_t &h, const int &i) {}
void run(float *out) {
  g::box_t b = {1, 2.0f};
  g::fill<<<1, 1>>>(b, 3u, out);
  k<<<1, 1>>>(b, 1u, out, b, v3::NS::s_t(), P(), b, 4);
}
