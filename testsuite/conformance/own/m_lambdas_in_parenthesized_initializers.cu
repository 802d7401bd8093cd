#include <functional>
struct F { F(int (*)()) {} F(int (*)(), int) {} };
void h() { F g([]() { return 1; }); F g2([]() -> int { return 2; }, 3); std::function<void()> a([]() {}); (void)a; }
__global__ void k(int *o) { *o = 1; }
