struct W { int a; float b; };
struct V { V(int, float); int q; };
struct S { S(int a); S(int a, int b); W w; V v; int n; int arr[2]; };
S::S(int a) : w{a, 1.0f}, v{a, 2.0f}, n{a}, arr{a, 2} {}
S::S(int a, int b) : w{}, v(a, 1.0f), n() {}
struct T { T(int a) : w{a, 1.0f}, n{a} {} W w; int n; };
__global__ void k() {}
