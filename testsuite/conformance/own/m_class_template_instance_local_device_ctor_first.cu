template <class T, int N> struct C { T a[N]; __device__ C() {} };
template <class T> struct E { __device__ E(T, T) {} __device__ ~E() {} };
int main() {
  C<double, 4> c;
  E<int> e(1, 2);
  return 0;
}
