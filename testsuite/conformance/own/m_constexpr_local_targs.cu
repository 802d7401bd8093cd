// DESC: a called or launched function template names constexpr locals in its template arguments by their values; const locals and namespace constants stay names (the stub names instances by the values)
template <class T, int A, int B> __global__ void k(T *p) {}
template <class T, int A, int B> __global__ void kg(T *p) {}
const int G = 4;
template <class T> void h(T *p) {
  constexpr int n = 2;
  const int m = 8;
  k<T, 1024, 1024 / n><<<1, 1>>>(p);
  k<T, m, G * n><<<1, 1>>>(p);
}
void h2(int *p) {
  constexpr int n = 2;
  k<int, 1024, 1024 / n><<<1, 1>>>(p);
}
int main() { h<int>(0); }
const int GG = 5;
void hg(int *p) { kg<int, 8, GG><<<1, 1>>>(p); kg<int, 8, GG * 2><<<1, 1>>>(p); kg<int, 8, 3 * 2><<<1, 1>>>(p); }
