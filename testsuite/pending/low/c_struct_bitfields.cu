// DESC: struct with bitfields as kernel param
struct Flags { unsigned a : 1; unsigned b : 3; int c : 4; };
__global__ void k(Flags f, int *o) { o[0] = f.b; }
void h(int *o) { Flags f{1, 2, 3}; k<<<1, 1>>>(f, o); }
