// <set>: ordered sets (the tree iterators of <map>, whose part comes first).
namespace std {
template <class K, class C = less<K>, class A = allocator<K> > class set {
public:
  typedef K key_type;
  typedef K value_type;
  typedef unsigned long size_type;
  typedef _Rb_tree_iterator<const K> iterator;
  typedef _Rb_tree_iterator<const K> const_iterator;
  set();
  set(const set &);
  set &operator=(const set &);
  iterator begin();
  iterator end();
  iterator find(const K &);
  size_type count(const K &) const;
  size_type size() const;
  bool empty() const;
  void clear();
  size_type erase(const K &);
  pair<iterator, bool> insert(const K &);
};
}
