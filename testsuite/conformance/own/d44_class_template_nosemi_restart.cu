template <class T> struct W { T v; }
int helper(int x)
{
  int y = x;
  return y;
}
int g_b = 0;
__global__ void fill(int *p) { p[0] = 1; }
