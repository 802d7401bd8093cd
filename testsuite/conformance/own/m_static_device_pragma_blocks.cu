// DESC: cufe's own case (recorded with the real cudafe++ 13.5): consecutive static __device__ functions each get cudafe++'s -Wunused-function push/pop block, separated by one blank line (the next block's line break is not repeated after the previous block's closing blank line); after a kernel or an ordinary declaration the block starts on the next line as before
int plain(int x) { return x + 1; }
struct vec { float x; };

  __device__
static float vdot(vec v0, vec v1)
{
  return v0.x * v1.x;
}

  __device__
static void vcross(vec *c, vec v0)
{

  c->x = v0.x;
}
__device__ static int three(int a) { return a + 3; }
__global__ void k(int *p) { p[0] = three(1); }
__device__ static int four(int a) { return a + 4; }
int host_fn(int a) { return a; }
__device__ static int five(int a) { return a + 5; }
int main() { return host_fn(1); }
