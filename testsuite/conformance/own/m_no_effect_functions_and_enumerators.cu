enum Color { Red, Green };
enum class Mode { Fast };
namespace ns { enum Level { Low, High }; void tool(); }
void f() {}
int twice(int x) { return 2 * x; }
void g(int v) {
    f;
    twice;
    Red;
    Green + 1;
    twice(v);
    f();
    switch (v) { case Red: break; case Green: v = 1; break; }
}
__device__ int dev(int x) { return x; }
__device__ void h() { dev; Red; }
