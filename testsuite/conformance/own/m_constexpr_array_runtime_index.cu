// DESC: a constexpr device array read on the host: each element read is a read (#20091), at a constant index too; a constexpr scalar, a member of a constexpr object and the array decaying are not
__constant__ constexpr int lut[3] = {1, 2, 4};
__device__ constexpr int one = 1;
struct S { int a; };
__device__ constexpr S s{3};
int h1(int i) { return lut[i]; }
int h2() { return lut[1]; }
int h3() { return one; }
const int *h4() { return &one; }
int h5() { return s.a; }
const int *h6() { return lut; }
int h7(int i) { return lut[i] + one; }
