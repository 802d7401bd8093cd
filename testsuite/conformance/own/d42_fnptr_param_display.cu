typedef unsigned int uint;
struct Op { int k; };
__device__ void for_each(float *data, int n, void (*cb)(float *elem, int index), const Op &o) {}
__device__ int reduce(int (*combine)(int, int), int (*const init)(), uint n) { return 0; }
__device__ float map(float (*f)(const float &x), double (*g)(char **argv, unsigned long long)) { return 0; }
void host() {
  for_each(0, 0, 0, Op{});
  reduce(0, 0, 0);
  map(0, 0);
}
