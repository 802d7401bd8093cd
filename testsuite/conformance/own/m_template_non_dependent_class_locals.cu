// DESC: in a template, a local whose type names none of its parameters is a class object like anywhere (its operator[] call is a primary expression); a member typedef named through a typedef of its class in an inline namespace names a class; an inline namespace's names hide those of the scopes around its parent (a global ticker()); sizeof of a template parameter makes an operator's operand dependent
long ticker();
namespace lib {
template <typename T> struct vec {
  T &operator[](int);
  void push_back(const T &);
};
template <typename C> struct point {
  point operator-(const point &) const;
  double since() const;
};
inline namespace v2 {
struct ticker {
  typedef point<ticker> time_point;
  static time_point now();
};
}
typedef ticker fast_clock;
double seconds(const point<ticker> &);
struct OS {
  OS &operator<<(const char *);
  OS &operator<<(double);
  OS &operator<<(unsigned long);
};
extern OS out;
}
template <typename T> void run(T x) {
  lib::vec<lib::vec<double> > timings;
  lib::fast_clock::time_point t1, t2;
  t1 = lib::fast_clock::now();
  t2 = lib::fast_clock::now();
  timings[0].push_back(lib::seconds(t2 - t1));
  lib::out << "size " << sizeof(T) * 1.0e-6 << " MB" << "\n";
  lib::out << "n " << sizeof(double) * 2.0 << " MB" << "\n";
}
void run2() {
  lib::vec<lib::vec<double> > timings;
  lib::fast_clock::time_point t1, t2;
  t1 = lib::fast_clock::now();
  t2 = lib::fast_clock::now();
  timings[0].push_back(lib::seconds(t2 - t1));
}
int main() {
  run<float>(1.f);
  run2();
  return 0;
}
