template <typename T>
class Matrix {
  T *data_;
  int rows_, cols_;
public:
  __host__ __device__ Matrix(T *d, int r, int c) : data_(d), rows_(r), cols_(c) {}
  __host__ __device__ T &operator()(int i, int j) { return data_[i * cols_ + j] }
  __host__ __device__ int rows() const { return rows_; }
};
