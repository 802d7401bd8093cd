// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the dim3 temporaries of a launch's computed grid count only where cudafe++ lowers the host code: not in an uncalled member defined in its class, inline or static function; once the unit calls one of them, they do
__global__ void k(int n) {}
struct R { int n; void run() { k<<<n, 32>>>(n * 2); } };
struct Q { int n; void go() { k<<<n + 1, n>>>(n); } };
inline void run_inline(int n) { k<<<n, 32>>>(n * 2); }
static void run_static(int n) { k<<<n, 32>>>(n * 2); }
void use(Q &q) { q.go(); }
