template <class T, class U> void run(T *p, U u) {
  T a = T(); U c = U(); T d = U(); int e = T(); T g = (T()); T h = T(u);
  T b = T(1); T i = float(2); auto m = T(); const T n = T(); static T s = T();
}
template <class T> struct W { T v = T(); T w = T(3); W() : v(T()) {} };
template <class T> __global__ void kk(T *p) { T a = T(); T b = T(2); T c = T(a); p[0] = a + b + c; }
int main() { float f; run(&f, 1); W<int> w; kk<<<1, 1>>>(&f); }
