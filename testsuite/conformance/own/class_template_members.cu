// DESC: class template with device members and static member
template <typename T, int N> struct Arr {
  T d[N];
  static const int size = N;
  __device__ T &at(int i) { return d[i]; }
  __host__ __device__ T sum() const { T s = 0; for (int i = 0; i < N; ++i) s += d[i]; return s; }
};
__global__ void k(Arr<float, 4> *a) { a->at(0) = a->sum(); }
int h(Arr<int, 3> &a) { return a.sum() + Arr<int, 3>::size; }
