namespace my {
template <class C> struct basic_os {
  basic_os &operator<<(float f);
  basic_os &operator<<(int n);
  basic_os &operator<<(basic_os &(*m)(basic_os &));
};
typedef basic_os<char> os;
extern os cout;
os &endl(os &o);
os &operator<<(os &o, const char *s);
struct Plain { Plain &operator<<(float f); };
extern Plain pout;
}
struct OS { OS &operator<<(float f); OS &operator<<(int (*)(int)); };
OS out;
int h(int x) { return x; }
__global__ void k() {}
void f(float x, int n) {
  my::cout << "Max error: " << x << my::endl;
  my::cout << n << "b" << x;
  my::pout << x;
  out << x;
  out << h;
  my::operator<<(my::cout, "c");
}
