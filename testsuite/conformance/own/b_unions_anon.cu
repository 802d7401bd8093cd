// DESC: anonymous unions and struct members
struct V { union { float f[4]; struct { float x, y, z, w; }; }; };
float h() { V v; v.x = 1; v.f[2] = 3; union { int i; float f; } u; u.i = 5; return v.f[0] + v.z + u.f; }
