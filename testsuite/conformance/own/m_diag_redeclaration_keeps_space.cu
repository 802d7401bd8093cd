// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a redeclaration that writes no execution space has the one an earlier declaration wrote: a __device__ function declared again plainly, or a friend defined __device__ in its class and declared at namespace scope, is a device call from the host
int plain(int x) { return x + 1; }
struct P {
  friend __device__ int twice(int x) { return 2 * x; }
};
int twice(int);
int h() { return twice(2); }
__device__ int f(int);
int f(int);
int h2() { return f(2); }
