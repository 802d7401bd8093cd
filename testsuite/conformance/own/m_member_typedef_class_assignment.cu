// DESC: assignment to an object whose type is a class template's member typedef naming another class template (an iterator of a container): the class the typedef names decides whether the assignment is a plain copy or an operator call, not the container that declares the typedef
int first_function(int x) { return x + 1; }

template <class P, class C> struct Iter {
  P p;
  Iter() : p() {}
  Iter(P q) : p(q) {}
  Iter operator+(int n) const { return Iter(p + n); }
};

template <class T> struct Vec {
  typedef Iter<T *, Vec> iterator;
  struct cursor { int at; };
  T *d;
  iterator begin() { return iterator(d); }
  Vec &operator=(const Vec &o) { d = o.d; return *this; }
};

struct Named { int v; Named &operator=(int x) { v = x; return *this; } };
template <class T> struct Holder { typedef Named value_type; };

int use(Vec<int> &v, int n) {
  Vec<int>::iterator a;
  a = v.begin() + n;
  a = v.begin();
  Vec<int>::iterator b = a;
  b = a;
  Vec<int> w;
  w = v;
  Vec<int>::cursor c, e;
  c.at = n;
  e = c;
  Holder<float>::value_type h;
  h = 3;
  return *a.p + *b.p + e.at + h.v;
}
