struct Lim { int v; }
constexpr int kMax = 64;
