// DESC: outer and nested class as kernel params
struct Pt { float x; struct In { int q; }; };
__global__ void k(Pt p, Pt::In i) { }
