enum kernels {
  KA,
  KB = 4,
  KC
};
enum PT {
  P_W,
  P_R
};
enum Mode { MA, MB };
enum class S : int { X = 1,
  Y };
int main() { return KA + P_W + MA + (int)S::Y; }
