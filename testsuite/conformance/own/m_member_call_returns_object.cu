// DESC: an operator applied to a member function's result of class type (an iterator a class template's member typedef names) calls an operator function: the call is parenthesized as its operand
template <typename P> struct iter {
  P p;
  iter operator+(int n) const;
  bool operator!=(const iter &o) const;
};
template <typename T> class seq {
public:
  typedef T *pointer;
  typedef iter<pointer> iterator;
  iterator begin();
  iterator end();
  int size() const;
};
struct Plain { int *begin(); };
template <typename I> void sort_range(I a, I b);
void g(int n) {
  seq<float> a;
  sort_range(a.begin(), a.begin() + n);
  int bad = 0;
  if (a.begin() != a.end()) bad++;
  Plain p;
  int *q = p.begin() + n;
  bad += a.size() + *q;
}
