template <int N, typename T>
struct Shape {
  enum { a = N + 1, b = sizeof(T) * 2, c = 3 + 4, d = (N), e = N, f, g = a + c, h = N * 2 + 1 };
  enum class K : unsigned { x = N << 1, y = 5u + 1 };
  int data[a];
};

template <int M>
__device__ int local_enum() {
  enum { p = M - 1, q = 2 * 3 };
  return p + q;
}

__global__ void k(int *o) { o[0] = local_enum<4>() + Shape<2, float>::a; }
