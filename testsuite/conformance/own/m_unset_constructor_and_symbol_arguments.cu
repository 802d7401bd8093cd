__device__ float sym[4];
struct W { W(int n) : v(n) {} int v; };
struct R { R(int &n) : v(n) {} int &v; };
struct M { M(int) {} M(int &, int) {} };
int main() {
  float *p;
  cudaMemcpyToSymbol(sym, p, 4);
  int n1, n2, n3;
  W w(n1);
  R r(n2);
  M m(n3);
  return w.v;
}
