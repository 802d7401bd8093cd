// DESC: host code calls __device__ members of a class template's nested class twice
template <typename T, int N>
struct Pool {
  struct Slot {
    T v;
    __device__ T get() const { return v; }
    __device__ void set(T x, int k) { v = x + k; }
  };
};
int touch(Pool<int, 4>::Slot &s, const Pool<float, 2>::Slot *p) {
  s.set(1, 2);
  return s.get() + (int)p->get();
}
