// DESC: a __shared__ array's address is no constant (extern or not, a pointer initialized from it shows no folding); a function sharing a class's name hides the class in expressions (stat(path, &st) is a call, not a construction)
typedef unsigned int uint;
struct stat { long st_size; };
extern "C" int stat(const char *path, struct stat *buf);
__global__ void k(float *input, int *buf) {
  extern __shared__ uint s_data[];
  uint *s_diff = s_data;
  extern __shared__ int s2[];
  int *d2 = s2;
  __shared__ uint s3[4];
  uint *d3 = s3;
  s_diff[0] = 1; d2[0] = 1; d3[0] = 1;
}
int h(const char *filename) {
  struct stat fileStatus;
  if (stat(filename, &fileStatus) != 0) return 4;
  return (int)fileStatus.st_size;
}
int main() { return h("x"); }
