// DESC: in a template, an array of a type parameter's elements gets its constant elements converted in parentheses ({(0), ((T)(-256))}), and sizeof of a name of dependent type keeps parentheses (sizeof(x)) where others print sizeof y
template <int N, typename T> void f(T *out) {
  T gpuData[] = {0, 0, (T)-256, 256, 255, 0};
  T two[2] = {1, 2};
  const T neg[3] = {-1, N, sizeof(int)};
  int plain[2] = {1, 2};
  out[0] = gpuData[0] + two[0] + plain[0] + neg[0];
  unsigned memSize = sizeof(gpuData);
  unsigned m2 = sizeof gpuData;
  T x = 0;
  int y = 0;
  unsigned a = sizeof(x), b = sizeof y, c = sizeof(y);
  out[1] = memSize + m2 + a + b + c + x;
}
void g(int *out) {
  int gpuData[] = {0, 0};
  unsigned memSize = sizeof(gpuData);
  unsigned m2 = sizeof gpuData;
  out[1] = memSize + m2 + gpuData[0];
}
int main() { f<3, int>(0); return 0; }
