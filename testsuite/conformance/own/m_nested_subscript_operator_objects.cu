// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the object of an operator[] call that is itself such a call (a vector of vectors' row, tl[0][n]) is printed in parentheses, (tl[0])[n], and a member of the element needs none more, (tl[1])[n].data_ptr; the row's class comes from the class template's reference typedef, const overloads included
template <class T> struct Vec {
  T *d;
  typedef T &reference;
  typedef const T &const_reference;
  reference operator[](int i) { return d[i]; }
  const_reference operator[](int i) const { return d[i]; }
};
struct Tn { float *data_ptr; int numel; };
struct Hold { Vec<int> w; };
void f(Vec<Vec<Tn>> &tl, Vec<Vec<int>> vi, Hold h, int n) {
  auto x = tl[0][n];
  float *p = tl[1][n].data_ptr;
  int k = vi[0][1];
  float g = vi[1][0];
  int m = h.w[0];
  (tl[0])[n].numel = 1;
  x.numel = k + m + (int)g + (int)p[0];
}
