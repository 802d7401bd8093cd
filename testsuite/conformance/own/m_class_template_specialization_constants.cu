template <int N>
struct Tile {
  static constexpr int size = N * N;
  static const int rows = N;
  enum { cols = N + 1 };
};
template <typename T> struct Width { static constexpr unsigned value = sizeof(T) * 2; };

__global__ void work(float *p) {
  __shared__ float tile[Tile<8>::size];
  __shared__ int rows[Tile<4>::rows][Tile<2>::cols];
  float local[Width<double>::value];
  local[0] = tile[threadIdx.x];
  rows[0][0] = 1;
  p[blockIdx.x] = local[0] + rows[0][0];
}

void host(float *out) {
  float f = Tile<8>::size;
  double d = Tile<3>::rows;
  long c = Tile<2>::cols;
  unsigned w = Width<int>::value + 1;
  int arr[Tile<2>::size];
  arr[0] = 1;
  out[0] = f + d + c + w + arr[0];
}
