// DESC: a kernel body's #if 0 block after its declaration: the line ending the declaration and the #if 0 line count, so a body two lines down needs no line marker (one further down or right below does)
__global__ void
k(const int inum, float *__restrict__
  avg_dist)

{
  int tid = blockIdx.x;
  if (tid >= inum) return;
}
__global__ void k2(int inum)


{
  if (inum) return;
}
__global__ void k3(int inum) {
  if (inum) return;
}
__device__ float
dev(const int inum)

{
  return inum;
}
int main() { return 0; }
