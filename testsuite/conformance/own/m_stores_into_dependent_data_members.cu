template <typename T>
struct Holder {
  T *ptr_ = nullptr;
  T val_;
  unsigned long n_ = 0;
  float f_;
  Holder *next_;
  void reset() { ptr_ = nullptr; n_ = 0; f_ = 1; next_ = nullptr; }
  void take(Holder &o) { o.ptr_ = nullptr; o.n_ = 0; o.f_ = 2; o.next_ = 0; this->ptr_ = 0; }
  void take(Holder *o) { o->ptr_ = nullptr; o->val_ = 0; o->f_ = 0; }
  void set() { val_ = 1; this->val_ = 2; }
};

__global__ void k(float *p) { p[0] = 1; }

void run() {
  Holder<int> h, g;
  h.reset();
  h.take(g);
  h.take(&g);
  h.set();
}
