// <unordered_map>: hash maps, with class-object iterators as libstdc++'s
// `_Node_iterator`.
namespace std {
template <class T> class _Node_iterator {
public:
  _Node_iterator();
  T &operator*() const;
  T *operator->() const;
  _Node_iterator &operator++();
  _Node_iterator operator++(int);
};
template <class T> bool operator==(const _Node_iterator<T> &, const _Node_iterator<T> &);
template <class T> bool operator!=(const _Node_iterator<T> &, const _Node_iterator<T> &);
template <class K, class V, class H = hash<K>, class E = equal_to<K>, class A = allocator<pair<const K, V> > > class unordered_map {
public:
  typedef K key_type;
  typedef V mapped_type;
  typedef pair<const K, V> value_type;
  typedef unsigned long size_type;
  typedef _Node_iterator<pair<const K, V> > iterator;
  typedef _Node_iterator<pair<const K, V> > const_iterator;
  unordered_map();
  unordered_map(const unordered_map &);
  unordered_map &operator=(const unordered_map &);
  V &operator[](const K &);
  V &at(const K &);
  iterator begin();
  iterator end();
  iterator find(const K &);
  size_type count(const K &) const;
  size_type size() const;
  bool empty() const;
  void clear();
  void reserve(size_type);
  size_type erase(const K &);
  pair<iterator, bool> insert(const value_type &);
};
}
