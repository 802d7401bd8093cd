enum Mode : unsigned char { Fast = 1, Precise = 2 };
enum Mode2 { Fast2 = 1, Precise2 = 2 };
namespace ns { enum Level { Low = 3, High = 7 }; }
enum class Op { Add, Sub, Mul };
template <Mode M = Fast> __global__ void k1(int *p) { }
template <Mode2 M = Fast2> __global__ void k2(int *p) { }
template <Op O, ns::Level L = ns::High> __global__ void k3(int *p) { }
template <Op O, Mode M = Mode::Precise> __global__ void k4(int *p) { }
void f(int *p) {
  k1<><<<1, 1>>>(p);
  k2<><<<1, 1>>>(p);
  k1<Precise><<<1, 1>>>(p);
  k1<Mode::Precise><<<1, 1>>>(p);
  k2<Mode2::Precise2><<<1, 1>>>(p);
  k3<Op::Sub><<<1, 1>>>(p);
  k3<Op::Mul, ns::Level::Low><<<1, 1>>>(p);
  k4<Op::Add><<<1, 1>>>(p);
  int x = Mode::Fast + ns::Level::High;
}
