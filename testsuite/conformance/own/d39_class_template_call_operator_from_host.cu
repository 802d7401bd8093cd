template<class T> struct C { __device__ int operator()(T) const; };
void run() {
  C<int> c;
  int r = c(1);
  (void)r;
}
