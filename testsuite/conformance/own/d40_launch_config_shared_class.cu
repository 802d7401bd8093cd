// DESC: launch configuration argument of an unsuitable type: Cfg q as <<<1, 1, q>>>
#include <cstddef>
struct Cfg { int g; };
namespace ns { struct Cfg { int g; }; }
struct Conv { operator unsigned() const { return 1; } };
enum class E { A };
__global__ void k(int *p) { p[0] = 1; }
void go(int *p, Cfg q) { k<<<1, 1, q>>>(p); }
