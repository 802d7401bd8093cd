// <array>: a fixed-size aggregate; its element access returns the element,
// so a member called on `a[i]` or `a.at(i)` is the element class's.
namespace std {
template <class T, size_t N> struct array {
  typedef T value_type;
  typedef size_t size_type;
  typedef T &reference;
  typedef const T &const_reference;
  typedef T *iterator;
  typedef const T *const_iterator;
  T &operator[](size_type);
  const T &operator[](size_type) const;
  T &at(size_type);
  const T &at(size_type) const;
  T &front();
  const T &front() const;
  T &back();
  const T &back() const;
  T *data();
  const T *data() const;
  iterator begin();
  iterator end();
  constexpr size_type size() const;
  constexpr bool empty() const;
  void fill(const T &);
};
}
