#include <vector>
template <typename T>
struct Tensor {
  std::vector<T> data_;
  std::vector<int> idx_;
  T *raw_;
  Tensor add(const Tensor &o) const {
    Tensor r;
    for (unsigned i = 0; i < data_.size(); ++i) r.data_[i] = data_[i] + o.data_[i];
    r.idx_[0] = o.idx_[1];
    r.raw_[0] = o.raw_[1];
    return r;
  }
};
struct Plain {
  std::vector<float> data_;
  void add(const Plain &o, Plain &r) const {
    for (unsigned i = 0; i < data_.size(); ++i) r.data_[i] = data_[i] + o.data_[i];
  }
};
__global__ void k() {}
