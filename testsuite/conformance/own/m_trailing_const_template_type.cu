// DESC: a const written after a class template specialization (std2::vec<size_type> const v) is printed in front of the whole type, not moved into its template arguments
int plain(int x) { return x + 1; }
namespace std2 { template <class T> struct vec { T *d; vec(int n); }; template <class A, class B> struct pr { A a; B b; }; }
typedef unsigned long size_type;
int f() {
  std2::vec<size_type> const sizes(3);
  std2::vec<int> const *p = nullptr;
  std2::pr<int, float> const q{1, 2.0f};
  std2::vec<std2::pr<int, int> > const r(2);
  int const c = 4;
  return c + q.a + (p == 0);
}
