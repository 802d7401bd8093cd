// DESC: results of class-template specializations' members and of function templates called with explicit arguments are typed by substituting the written arguments (through member typedefs, typedefs of specializations, alias templates and enable_if), so their conversions show
namespace lib {
template <bool C, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };
template <typename T> struct is_span { static const bool value = true; };
template <long N, long D = 1> struct ratio {};
typedef ratio<1, 1000> milli;
typedef long int int64;
namespace chrono {
template <typename Rep, typename Period = ratio<1> > struct span {
  typedef Rep rep;
  rep r;
  constexpr rep count() const { return r; }
  Rep raw() const { return r; }
};
template <typename T> using enable_if_span = typename enable_if<is_span<T>::value, T>::type;
template <typename To, typename Rep, typename Period>
constexpr enable_if_span<To> span_cast(const span<Rep, Period> &d) { return To(); }
typedef span<int64, milli> ms;
typedef span<double> secs;
}
}
int main() {
  lib::chrono::span<int, lib::milli> a;
  lib::chrono::ms b;
  lib::chrono::secs c;
  double time = 0.0;
  float f = 0.f;
  time += b.count();
  time += a.count();
  f = b.count() / 1000.f;
  float delay = c.count() * 1000;
  time += lib::chrono::span_cast<lib::chrono::ms>(c).count();
  time += lib::chrono::span_cast<lib::chrono::secs>(b).raw() * 2;
  auto d = lib::chrono::span_cast<lib::chrono::ms>(c);
  time = d.count() + 1;
  auto e = c.count() * 1000;
  time = e / 1024;
  auto g = b.count() * 2;
  f = g + 1.0f;
  return (int)(time + f + delay);
}
