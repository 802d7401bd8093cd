// DESC: operator overloads on host class used near kernel launch
struct V2 { int x, y; V2 operator*(int s) const { return {x * s, y * s}; } V2 &operator+=(const V2 &o) { x += o.x; y += o.y; return *this; } };
__global__ void k(V2 v, int *o) { o[0] = v.x; }
void h(int *o) { V2 a{1, 2}; a += a * 3; k<<<1, 1>>>(a * 2, o); }
