__device__ const int a = 5;
__constant__ const float b[2] = {1.0f, 2.0f};
__constant__ int c = 3;
__device__ constexpr int d = 4;
__constant__ const int e[4] = {0x10, 0x20, 030, 1};
static __device__ const int f = 7;
struct S { int x; };
__constant__ const S s = {1};
struct B { unsigned short b: 5; unsigned short g : 6; int : 0; };
__global__ void k(int *o) { o[0] = a + (int)b[0] + c + d + e[1] + f + s.x; }
int h() { return sizeof(B); }
