// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel parameters of typedef and alias types: mangled, sized and passed by the type they name (a struct only a typedef names passed by reference, mangled by the typedef's name; the <cstdint> typedefs as x86-64 Linux defines them), spelled as written
#include <cstdint>
#include <cstddef>
typedef float real;
typedef struct { real x, y, z; } vec3;
typedef struct Cell_ { double mass; int id; } Cell;
typedef Cell cell_t;
using idx_t = int;
typedef const real *real_cptr;

__global__ void integrate(real *out, real_cptr in, idx_t n, vec3 origin, cell_t c, Cell d) {
  idx_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + origin.x + (real)c.mass + d.id;
}

__global__ void sized(uint32_t a, int64_t b, size_t c, std::size_t d, uint8_t e, const uint16_t *f) {}

int main() {
  real *out = 0;
  const real *in = 0;
  vec3 o = {1.0f, 2.0f, 3.0f};
  Cell c = {1.0, 2};
  integrate<<<1, 32>>>(out, in, 32, o, c, c);
  sized<<<1, 1>>>(1u, 2, 3, 4, 5, nullptr);
  return 0;
}
