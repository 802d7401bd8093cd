// DESC: a range-based for's auto variable has the range's element type (an array's element, a container's value_type), so operators on it are calls of its class's operator functions; a class template's operator[] whose result type depends on the template's arguments still makes a subscript of its element a call, the class named through a typedef too (&(a[i])[1]); a float literal halfway between two shortest spellings is printed with the even last digit (2916691.2F)
int first_function(int x) { return x + 1; }

struct Str {
  const char *p;
  Str(const char *s) : p(s) {}
  Str operator+(const Str &o) const { return Str(o.p); }
  int size() const { return 1; }
};
Str operator+(const char *a, const Str &b) { return Str(a); }

template <class T> struct List {
  typedef T value_type;
  T *d;
  int n;
  T *begin() { return d; }
  T *end() { return d + n; }
};

struct P { int a; P operator+(const P &o) const { return P{a + o.a}; } };

namespace gmx {
template <class T> class BasicVector {
public:
  using ValueType = T;
  ValueType &operator[](int i) { return x_[i]; }
  ValueType operator[](int i) const { return x_[i]; }
private:
  T x_[3];
};
}
typedef gmx::BasicVector<float> Float3;
void add(float *, float) {}

int f(const char *dir, List<Str> &files, List<P> &ps, Float3 *a, int i) {
  int n = 0;
  for (const auto &file : files) {
    Str d = dir + file + ".bin";
    n += d.size();
  }
  for (auto p : ps) { P q = p + p; n += q.a; }
  P local[2] = {{1}, {2}};
  for (auto &p : local) { P q = p + p; n += q.a; }
  add(&a[i][1], 1.0f);
  float *p = &a[i][2];
  float big = -2916691.25f * *p + 2511772.25F;
  return n + (int)big;
}
