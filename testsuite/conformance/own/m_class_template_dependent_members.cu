// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a class template, a static constant member initialized from the parameters (directly, through a member alias of a parameter type, or through another such member) is value-dependent, so an initializer using it shows the folded constant's parentheses (kC = (N / kNElts)); one that is not (kD = 4) keeps kE = kD * 2 as written
template <int kLogN_, typename input_t_>
struct Traits {
  using input_t = input_t_;
  static constexpr int kLogN = kLogN_;
  static constexpr int N = 1 << kLogN;
  static constexpr int kNBytes = sizeof(input_t);
  static constexpr int kNElts = kNBytes == 4 ? 4 : 8;
  static constexpr int kC = N / kNElts;
  static constexpr int kPer = sizeof(float) / sizeof(input_t);
  static constexpr int kD = 4;
  static constexpr int kE = kD * 2;
  static const int kF = kLogN;
};
struct Plain { static constexpr int A = 1 << 3; static constexpr int B = 2; };
int use() { return Traits<3, float>::kC + Traits<2, short>::kPer + Plain::A; }
