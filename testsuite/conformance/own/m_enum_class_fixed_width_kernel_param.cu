// DESC: an enumeration whose underlying type is a <cstdint> typedef (`enum class Mode : uint8_t`) is that type's size: the kernel's later arguments are placed after it
#include <cstdint>
enum class Mode : uint8_t { Add, Mul, Max };
enum class Wide : std::int64_t { A, B };
enum class Half : uint16_t { X, Y };
__global__ void mode_kernel(Mode m, float *a, Half h, int n, Wide w, char c) {
  if (m == Mode::Add && h == Half::X && w == Wide::A) a[n] += c;
}
int main() {
  float *a = nullptr;
  mode_kernel<<<1, 32>>>(Mode::Mul, a, Half::Y, 4, Wide::B, 'x');
  return 0;
}
