// DESC: cufe's own case (recorded with the real cudafe++ 13.5): typename before a name whose scope depends on no template parameter is dropped (static BR::TempStorage t1 for a local typedef of Reduce<double, 16>, in a kernel and in a kernel template), and kept where the scope's typedef names a template parameter (typename BT::TempStorage for Reduce<T, 16>)
template <class T, int N> struct Reduce { struct TempStorage { T d[N]; }; typedef T value; };
__global__ void k1(double *p) {
  typedef Reduce<double, 16> BR;
  __shared__ typename BR::TempStorage t1;
}
template <class T>
__global__ void k2(T *p) {
  typedef Reduce<double, 16> BR;
  typedef Reduce<T, 16> BT;
  __shared__ typename BR::TempStorage t1;
  __shared__ typename BT::TempStorage t2;
  p[0] = t1.d[0] + t2.d[0];
}
void h(double *p, float *q) { k1<<<1, 1>>>(p); k2<<<1, 1>>>(q); }
int main() { return 0; }
