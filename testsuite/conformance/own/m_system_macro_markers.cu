// DESC: cufe's own case (recorded with the real cudafe++ 13.5): tokens a system header's macro expands to (NULL's __null, EXIT_FAILURE) count as another file's: the next line marker names the file again, even on the same line; each declarator of a declaration has its marker; NULL and sizeof converted show their parentheses, but not as call arguments
#include <cstdio>
#include <cstdlib>
struct S { int a[4]; };
int *g1 = NULL;
int a1 = 1;
void f(int *p, int q) {}
int *h() { return NULL; }
__global__ void k(const float *in, float *out) { out[0] = in[0]; }
int main() {
  const float *in = NULL;
  float *out = NULL;
  int n = 3,
      m = 4;
  out = NULL;
  if (out == NULL) return EXIT_FAILURE;
  f(NULL, sizeof(S));
  int *s = NULL, *t = s;
  int *r = t ? t : NULL;
  long size = sizeof(S) * n;
  for (int i = 0,
       j = 1; i < m; i++, j++) { (void)r; }
  k<<<1, 1>>>(in, out);
  return 0;
}
