// DESC: namespace struct and its nested class as kernel params
namespace geo { struct Pt { float x; struct In { int q; }; }; }
__global__ void k(geo::Pt p, geo::Pt::In i) { }
