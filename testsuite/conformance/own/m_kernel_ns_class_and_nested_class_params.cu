// DESC: struct in namespace and nested class as kernel param
namespace geo { struct Pt { float x, y; struct In { int q; }; }; }
__global__ void k(geo::Pt p, geo::Pt::In i) { }
void h() { k<<<1, 1>>>(geo::Pt{1, 2}, geo::Pt::In{3}); }
