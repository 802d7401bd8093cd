// DESC: host function calling a __device__ function in a for-loop condition
__device__ int lim() { return 10; }
int h() {
  int s = 0;
  for (int i = 0; i < lim(); ++i) s += i;
  return s;
}
