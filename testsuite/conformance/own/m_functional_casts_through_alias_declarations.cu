#include <memory>
struct Deleter { void operator()(float *p) const { } };
struct Box { Box(float *q) : p(q) {} float *p; };
struct Agg { float *p; };
using dev_ptr = std::unique_ptr<float, Deleter>;
typedef Box box_t;
template <typename T> struct W { W(T *q) : p(q) {} T *p; };
using wf = W<float>;

dev_ptr a1(float *p) { return dev_ptr(p); }
Box a2(float *p) { return Box(p); }
box_t a3(float *p) { return box_t(p); }
wf a4(float *p) { return wf(p); }
W<float> a5(float *p) { return W<float>(p); }
std::unique_ptr<float> a6(float *p) { return std::unique_ptr<float>(p); }
void a7(float *p) {
  dev_ptr d = dev_ptr(p);
  Box b = Box(p);
  box_t c = box_t(p);
  wf w = wf(p);
  auto e = dev_ptr(p);
  d = dev_ptr(nullptr);
  b = Box(p);
}
__global__ void k(float *p) { p[0] = 1; }
