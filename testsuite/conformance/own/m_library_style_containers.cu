// DESC: host lowering of a library-style map: its element access returns a reference to the mapped type, a count overload beside a member template, an iterator reached through a member typedef of another template, and a variable template whose initializer holds template arguments; assignments of classes whose implicit copy assignment is no plain copy, and class temporaries as operands of operator calls
int first_function(int x) { return x + 1; }

namespace lib {
template <typename T> struct is_small { static constexpr bool value = sizeof(T) <= 8; };
template <bool A, bool B> struct both { static constexpr bool value = A && B; };

template <typename V>
struct tree_iterator {
  typedef V *pointer;
  V *node;
  tree_iterator &operator++() { ++node; return *this; }
  bool operator==(const tree_iterator &o) const { return node == o.node; }
  bool operator!=(const tree_iterator &o) const { return node != o.node; }
};

template <typename V, typename Extra>
struct tree {
  typedef tree_iterator<V> iterator;
  typedef unsigned long size_type;
};

template <typename K, typename M>
struct pair { K first; M second; };

template <typename T> struct allocator {
  template <typename U> struct rebind { typedef allocator<U> other; };
};

template <typename K, typename M, typename A = allocator<K> >
class table {
public:
  typedef K key_type;
  typedef M mapped_type;
  typedef pair<K, M> value_type;
private:
  typedef tree<value_type, typename A::template rebind<value_type>::other> rep_type;
  template <typename U>
  static constexpr bool usable = both<is_small<U>::value, is_small<K>::value>::value;
public:
  typedef typename rep_type::iterator iterator;
  typedef typename rep_type::size_type size_type;
  mapped_type &operator[](const key_type &k) { return slots[0].second; }
  mapped_type &operator[](key_type &&k) { return slots[0].second; }
  size_type count(const key_type &k) const { return 1; }
  template <typename Other>
  auto count(const Other &k) const -> decltype(k.size()) { return 0; }
  iterator find(const key_type &k) { return iterator(); }
  iterator end() { return iterator(); }
  size_type size() const { return 1; }
  table &operator=(const table &);
private:
  value_type slots[4];
};
}

struct Text {
  Text();
  Text(const char *);
  Text &operator=(const Text &);
  bool operator==(const char *) const;
  char *data;
};

struct Option { Text value; int flags; };
struct Plain { int a; float b; };
struct Shape { virtual float area() const; float w; };
struct Holder { Option options[2]; };
struct Wrapper { Holder holder; };
struct Defaulted { Defaulted &operator=(const Defaulted &) = default; Text t; };
struct Derived : Text { int extra; };

lib::table<int, Option> options;
lib::table<int, Plain> plains;
lib::table<int, int> counts;

int use(Option opt, Plain p, Shape s, Wrapper w, Defaulted d, Derived e, const Text &t) {
  options[1] = opt;
  plains[2] = p;
  counts[3] = 4;
  options[1].value = t;
  if (counts.count(3) > 0) { return 1; }
  if (counts.size() > 0) { ++counts[3]; }
  if (options.find(1) == options.end()) { return 2; }
  lib::table<int, Option>::iterator it = options.find(2);
  while (it != options.end()) { ++it; }
  Option o2; o2 = opt;
  Plain p2; p2 = p;
  Shape s2; s2 = s;
  Wrapper w2; w2 = w;
  Defaulted d2; d2 = d;
  Derived e2; e2 = e;
  Option *po = &o2; *po = opt;
  Option arr[2]; arr[1] = opt; po[0] = o2;
  w2.holder.options[0] = opt;
  Text u;
  u = Text();
  u = Text("a");
  u = static_cast<Text>(t);
  u = t;
  return (u == "b") + p2.a;
}
