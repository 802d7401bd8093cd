// <vector>.
namespace std {
template <class T, class A = allocator<T> > class vector {
public:
  typedef T value_type;
  typedef unsigned long size_type;
  typedef T &reference;
  typedef const T &const_reference;
  typedef __normal_iterator<T> iterator;
  typedef __normal_iterator<const T> const_iterator;
  vector();
  explicit vector(size_type, const A & = A());
  vector(size_type, const T &, const A & = A());
  vector(const vector &);
  ~vector();
  vector &operator=(const vector &);
  T &operator[](size_type);
  T &at(size_type);
  T &front();
  T &back();
  T *data();
  iterator begin();
  iterator end();
  size_type size() const;
  size_type capacity() const;
  bool empty() const;
  void push_back(const T &);
  void pop_back();
  void resize(size_type);
  void resize(size_type, const T &);
  void reserve(size_type);
  void clear();
  void assign(size_type, const T &);
};
}
