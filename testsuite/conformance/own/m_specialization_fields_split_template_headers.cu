// DESC: a data member of a class template's specialization has its declared type with the template's arguments bound (second of a Pair<int, double> is a double, converting what it meets), also through a container's element and a range-based for over a map-like container whose value_type is such a specialization; a template parameter list split over lines declares each later typename parameter as class too
int first_function(int x) { return x + 1; }

template <class A, class B> struct Pair { A first; B second; };
template <class T> struct Vec {
  typedef T value_type;
  T *d;
  int n;
  T &operator[](int i) { return d[i]; }
  T *begin() { return d; }
  T *end() { return d + n; }
};
template <class K, class V> struct Map {
  typedef Pair<const K, V> value_type;
  value_type *d;
  int n;
  value_type *begin() { return d; }
  value_type *end() { return d + n; }
};

template <typename output_t,
          typename input_t,
          typename IndexType>
output_t convert(input_t v, IndexType n) { return (output_t)(v * n); }

double f(Vec<Pair<int, double> > &t, Pair<float, long> p, Map<int, double> &m) {
  double a = (t[0].first * 2) / t[0].second / 1000;
  float b = p.first + 1;
  long c = p.second * 3;
  double d = 0;
  for (auto &kv : m) d += kv.second / 2;
  return a + b + c + d + convert<double, float, int>(1.5f, 2);
}
