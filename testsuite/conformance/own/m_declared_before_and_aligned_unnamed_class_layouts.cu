// DESC: a class declared before its definition is laid out by the definition, and an unnamed class typedef keeps its alignas alignment
int plain(int x) { return x + 1; }
struct H;
struct Other;
struct __attribute__((aligned(2))) H {
protected:
  unsigned short x_;
public:
  H() = default;
  __host__ __device__ H(float f) : x_((unsigned short)f) { }
};
typedef struct alignas(64) {
  double s0, s1, s2, s3;
} double4x;
typedef struct alignas(32) { int a, b; } int2x;
__global__ void k(unsigned a, H b, H c, unsigned d, const double4x e, int2x f, char g) { }
