__global__ void transpose(float *out, const float *in, int w) {
  __shared__ float tile[32][33];
  int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * w + x];
  __syncthreads()
  out[x * w + y] = tile[x][y];
}
