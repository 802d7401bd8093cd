// DESC: host code converting implicitly through a __device__ or __host__ __device__ constructor (return, argument, copy-initialization): its code exists once, not for a constexpr one with a constant, in a static function only once called
struct W { int v; __device__ W(int x) : v(x) {} };
struct P { int v; constexpr __host__ __device__ P(int x) : v(x) {} };
struct Q { int v; __host__ __device__ Q(int x, int y = 2) : v(x) {} };
void hw(W w) {}
void hp(P p) {}
void hq(const Q &q) {}
__global__ void k() {}
static W s1(int a) { return a; }
static W s2(int a) { return a; } int use() { s2(1); return 0; }
P p1() { return 3; }
P p2(int a) { return a; }
void c1(int a) { hw(a); }
void c2(int a) { hp(a); }
void c3() { hp(4); }
void c4(int a) { hq(a); }
void c5(int a) { Q q = a; }
