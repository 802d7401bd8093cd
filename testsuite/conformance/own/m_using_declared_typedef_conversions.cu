// DESC: a typedef a using-declaration brings into a namespace (std::uint32_t after `namespace std { using ::uint32_t; }`) converts literals like the typedef itself: 0 assigned to it prints as (0), and a qualified typedef name (::u32t, lib::u32t) is followed too; a kernel's parameter of such a type is named and mangled as the type the using-declaration declares
typedef unsigned int u32t;
typedef float realt;
struct PtU { int x; };
namespace lib {
using ::u32t;
using ::realt;
using ::PtU;
}
__device__ void dsub_u(lib::u32t n, lib::u32t &out)
{
  lib::u32t cur = 0;
  lib::u32t at = n;
  if (at == 0) { cur = 0; }
  out = cur * 4 + at;
}
__global__ void kern_u(lib::u32t n, lib::realt *r, lib::PtU p) { r[n] = p.x; }
void hsub_u(lib::u32t n, lib::u32t &out, lib::realt *r)
{
  lib::u32t cur = 0;
  ::u32t c2 = 0;
  const lib::u32t c3 = n > 2 ? 1 : 0;
  lib::realt f = 1;
  r[0] = f * 2 + 1.5;
  if (n == 0) { cur = 0; }
  out = cur * 4 + n + c2 + c3;
  lib::PtU p{1};
  kern_u<<<1, 1>>>(n, r, p);
}
