// DESC: kernel with enum and enum class params
enum Mode { A, B = 3 };
enum class Op : short { Add, Mul };
__global__ void k(int *p, Mode m, Op o) { p[0] = m + (int)o; }
void h(int *p) { k<<<1, 1>>>(p, B, Op::Mul); }
