#include <cstdio>

namespace img {
struct Size { int w, h; };
namespace fmt { enum class Pixel { Gray8, Rgba8 }; struct Desc { Size s; Pixel p; }; }
using fmt::Pixel;
using fmt::Desc;
inline int bpp(Pixel p) { return p == Pixel::Gray8 ? 1 : 4; }
Desc make(Size s, Pixel p) { return Desc{s, p}; }
}

__global__ void clear(unsigned char *d, img::Desc desc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < desc.s.w * desc.s.h * img::bpp(desc.p)) d[i] = 0;
}

using img::Size;
using namespace img;

int main() {
  Size s{32, 32};
  Desc d = make(s, Pixel::Rgba8);
  Pixel p = d.p;
  unsigned char *buf; cudaMalloc(&buf, 32 * 32 * 4);
  clear<<<16, 256>>>(buf, d);
  printf("%d\n", bpp(p));
}
