template<class T, int N> struct C { __device__ T operator+(const C &) const; __device__ bool operator==(const C&) const; };
void run() {
  C<float, 3> a, b;
  a + b;
  bool e = a == b;
  (void)e;
}
