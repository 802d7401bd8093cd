// <map>: ordered maps. Their iterators are class objects, as libstdc++'s
// `_Rb_tree_iterator`: `it != m.end()` and `it->first` are operator calls.
namespace std {
template <class T> class _Rb_tree_iterator {
public:
  _Rb_tree_iterator();
  T &operator*() const;
  T *operator->() const;
  _Rb_tree_iterator &operator++();
  _Rb_tree_iterator operator++(int);
  _Rb_tree_iterator &operator--();
  _Rb_tree_iterator operator--(int);
};
template <class T> bool operator==(const _Rb_tree_iterator<T> &, const _Rb_tree_iterator<T> &);
template <class T> bool operator!=(const _Rb_tree_iterator<T> &, const _Rb_tree_iterator<T> &);
template <class K, class V, class C = less<K>, class A = allocator<pair<const K, V> > > class map {
public:
  typedef K key_type;
  typedef V mapped_type;
  typedef pair<const K, V> value_type;
  typedef unsigned long size_type;
  typedef _Rb_tree_iterator<pair<const K, V> > iterator;
  typedef _Rb_tree_iterator<pair<const K, V> > const_iterator;
  map();
  map(const map &);
  map &operator=(const map &);
  V &operator[](const K &);
  V &at(const K &);
  iterator begin();
  iterator end();
  iterator find(const K &);
  iterator lower_bound(const K &);
  iterator upper_bound(const K &);
  size_type count(const K &) const;
  size_type size() const;
  bool empty() const;
  void clear();
  size_type erase(const K &);
  pair<iterator, bool> insert(const value_type &);
  template <class... Args> pair<iterator, bool> emplace(Args &&...);
  pair<iterator, iterator> equal_range(const K &);
};
// (Equal keys allowed: its inserts return the new element's iterator.)
template <class K, class V, class C = less<K>, class A = allocator<pair<const K, V> > > class multimap {
public:
  typedef K key_type;
  typedef V mapped_type;
  typedef pair<const K, V> value_type;
  typedef unsigned long size_type;
  typedef _Rb_tree_iterator<pair<const K, V> > iterator;
  typedef _Rb_tree_iterator<pair<const K, V> > const_iterator;
  multimap();
  multimap(const multimap &);
  multimap &operator=(const multimap &);
  iterator begin();
  iterator end();
  iterator find(const K &);
  iterator lower_bound(const K &);
  iterator upper_bound(const K &);
  pair<iterator, iterator> equal_range(const K &);
  size_type count(const K &) const;
  size_type size() const;
  bool empty() const;
  void clear();
  size_type erase(const K &);
  iterator insert(const value_type &);
  template <class... Args> iterator emplace(Args &&...);
};
}
