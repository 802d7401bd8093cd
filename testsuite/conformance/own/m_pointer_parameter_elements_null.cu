// DESC: a parameter declared as a pointer to pointers or an array of pointers has pointer elements: __null compared with or assigned to one is converted

int f(unsigned char ** mac, float **cells_ptr, int *data[4]) {
  (*mac) = __null;
  if (*cells_ptr == __null) return 1;
  unsigned char **loc = mac;
  if (*loc == __null) return 2;
  if (__null != *data) return 3;
  if (data[1] == __null) return 4;
  return 0;
}
__global__ void k(int *p) { p[0] = 1; }
int main() { return f(0, 0, 0); }
