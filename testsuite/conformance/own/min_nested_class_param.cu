// DESC: nested class as kernel param
struct Pt { struct In { int q; }; };
__global__ void k(Pt::In i) { }
