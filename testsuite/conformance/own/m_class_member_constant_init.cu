// DESC: a class member's initializer naming its class's (or an enclosing class's) static constants is a constant EDG folds: printed in parentheses, a float constant's type converting the other operand
struct Table {
  static constexpr int kSize = 32;
  static const int kMask = kSize - 1;
  static constexpr unsigned kShift = kSize << 2;
  static const bool kBig = kSize > 16;
  static const int kSame = kSize;
  int data[kSize];
  int fill = kSize * 2;
  struct Inner {
    static const int kHalf = kSize / 2;
  };
};
struct Scale {
  static constexpr float kF = 0.5f;
  static constexpr double kD = kF * 2;
  double twice() const { double x = kF * 3; return x; }
};
__global__ void table_kernel(int *out) { out[threadIdx.x & Table::kMask] = Table::Inner::kHalf; }
int main() {
  int *p = nullptr;
  table_kernel<<<1, Table::kSize>>>(p);
  return 0;
}
