// <deque>: a double-ended queue. Its iterator is a class object, as
// libstdc++'s `_Deque_iterator`.
namespace std {
template <class T> class _Deque_iterator {
public:
  _Deque_iterator();
  T &operator*() const;
  T *operator->() const;
  _Deque_iterator &operator++();
  _Deque_iterator operator++(int);
  _Deque_iterator &operator--();
  _Deque_iterator operator--(int);
  T &operator[](long) const;
};
template <class T> bool operator==(const _Deque_iterator<T> &, const _Deque_iterator<T> &);
template <class T> bool operator!=(const _Deque_iterator<T> &, const _Deque_iterator<T> &);
template <class T, class A = allocator<T> > class deque {
public:
  typedef T value_type;
  typedef unsigned long size_type;
  typedef T &reference;
  typedef const T &const_reference;
  typedef _Deque_iterator<T> iterator;
  typedef _Deque_iterator<const T> const_iterator;
  deque();
  explicit deque(size_type, const A & = A());
  deque(size_type, const T &, const A & = A());
  deque(const deque &);
  ~deque();
  deque &operator=(const deque &);
  T &operator[](size_type);
  T &at(size_type);
  T &front();
  T &back();
  iterator begin();
  iterator end();
  size_type size() const;
  bool empty() const;
  void push_back(const T &);
  void push_front(const T &);
  void pop_back();
  void pop_front();
  void resize(size_type);
  void clear();
};
}
