struct alignas(16) V { float x, y, z, w; };
alignas(32) int g[4];
alignas(V) static int h[4];
const char *names[] = {"a", "b"};
const char *one = "x";
const char *const cnames[2] = {"c", "d"};
char buf[] = "text";
int *const cp = nullptr;
const int *volatile vp = nullptr;
__global__ void k(float *o)
{
  o[0] = alignof(V) + alignof(double);
}
int f(char *const p) { alignas(8) int z = 1; return z + (int)alignof(V) + (int)__alignof__(int) + (p != 0); }
