// DESC: host reads of constant __device__ variables (const with an initializer, constexpr; any type) are folded and not reported, unless the variable is an arm of a conditional whose arms are lvalues of one type
const __device__ int limit = 10;
constexpr __device__ int climit = 10;
__device__ int dv;
int a(int v) { return v < limit ? v : limit; }
int b(int v) { return v < climit ? v : climit; }
int c(int v) { return v ? limit : 3; }
int d(int v) { return v ? limit : limit; }
int e(int v) { int x = limit; return x; }
int f(int v) { const int &r = limit; return r; }
int g(int v) { return (v ? limit : climit) + 1; }
int h(int v) { return v ? dv : v; }
int i(long v) { return v ? limit : v; }
const __device__ float fl = 1.5f;
const __device__ double db = 2.0;
struct P { int x; };
const __device__ P pp = {1};
constexpr __device__ P cp = {1};
const __device__ int base = 4;
const __device__ int derived = base * 2;
enum E { A, B };
const __device__ E en = B;
const __device__ int *const ptr = 0;
float aa(int v) { return fl + 1; }
double bb(int v) { return db; }
int cc(int v) { return pp.x; }
int dd(int v) { return cp.x; }
int ee(int v) { return derived; }
int ff(int v) { return en; }
int gg(int v) { return ptr ? 1 : 0; }
int hh(int v) { return v ? fl : fl; }
