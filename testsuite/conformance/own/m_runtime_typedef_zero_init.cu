typedef unsigned long long U64;
__global__ void k(int *p) {}
int main() {
  unsigned long long a = 0;
  U64 b = 0;
  cudaTextureObject_t c = 0;
  cudaStream_t s = 0;
  size_t z = 0;
  long l = 0;
  unsigned u = 0;
  double d = 0;
  return (int)(a + b + c + z + l + u + d) + (s == 0);
}
