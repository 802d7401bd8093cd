// DESC: host function default-constructing a class whose member has a __device__ default ctor
struct D { int v; __device__ D() : v(1) {} };
struct S { D d; };
int h() { S s; return s.d.v; }
