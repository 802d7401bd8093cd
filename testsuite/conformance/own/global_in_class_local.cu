// DESC: __global__ member of a local class
void h() {
  struct L { __global__ static void k() {} };
}
