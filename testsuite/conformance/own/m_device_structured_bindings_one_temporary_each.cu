struct Pair { int a; float b; };
__global__ void k(Pair p) { auto [x, y] = p; auto &[z, w] = p; p.a = x + z; }
