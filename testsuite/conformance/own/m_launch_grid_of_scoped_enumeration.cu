// DESC: launch configuration argument of an unsuitable type: E q as <<<q, 1>>>
#include <cstddef>
struct Cfg { int g; };
namespace ns { struct Cfg { int g; }; }
struct Conv { operator unsigned() const { return 1; } };
enum class E { A };
__global__ void k(int *p) { p[0] = 1; }
void go(int *p, E q) { k<<<q, 1>>>(p); }
