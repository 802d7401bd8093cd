__global__ void box_blur(const unsigned char *src, unsigned char *dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  template <int R> int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }
  if (x >= w || y >= h) return;
  dst[y * w + x] = src[y * w + x];
}

int main() {
  box_blur<<<dim3(8, 8), dim3(16, 16)>>>(0, 0, 128, 128);
  return 0;
}
