// DESC: enums in namespaces as kernel params
namespace cfg { enum Mode { Fast, Slow }; enum class Dir : int { Up, Down }; }
__global__ void k(cfg::Mode m, cfg::Dir d) { }
void h() { k<<<1, 1>>>(cfg::Slow, cfg::Dir::Down); }
