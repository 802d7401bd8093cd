// DESC: host lowering: a data member declared with its class's member typedef of a container specialization is typed through the class in a member function defined outside it, iterators named through a typedef of a specialization are class objects, and an operator function called at the top of a for statement's condition or increment has no parentheses of its own
int first_function(int x) { return x + 1; }

namespace lib {
template <typename V>
struct node_iterator {
  V *node;
  node_iterator &operator++() { ++node; return *this; }
  node_iterator operator++(int) { node_iterator t = *this; ++node; return t; }
  bool operator!=(const node_iterator &o) const { return node != o.node; }
  bool operator==(const node_iterator &o) const { return node == o.node; }
};
template <typename V, typename Unused>
struct tree { typedef node_iterator<V> iterator; typedef node_iterator<const V> const_iterator; };
template <typename K, typename M>
struct pair { K first; M second; };
template <typename K, typename M>
class table {
  typedef tree<pair<K, M>, K> rep_type;
public:
  typedef typename rep_type::iterator iterator;
  typedef typename rep_type::const_iterator const_iterator;
  typedef unsigned long size_type;
  M &operator[](const K &k);
  size_type count(const K &k) const;
  iterator find(const K &k);
  const_iterator find(const K &k) const;
  iterator begin();
  iterator end();
  const_iterator end() const;
};
}

struct Text {
  Text(const char *);
  Text &operator=(const Text &);
  bool operator==(const char *) const;
  char *data;
};

class Option { public: Text value; int type; };

class Parser {
public:
  typedef lib::table<int, Option> OptionMap;
  void add(int key, Option opt);
  bool get(int key) const;
  int walk();
  OptionMap options;
};

void Parser::add(int key, Option opt) {
  if (options.count(key) > 0) { options[key] = opt; }
  if (options.find(key) == options.end()) { options[key].value = "true"; }
}

bool Parser::get(int key) const {
  OptionMap::const_iterator it = options.find(key);
  if (it == options.end()) { return false; }
  ++it;
  return true;
}

int Parser::walk() {
  int n = 0;
  for (OptionMap::iterator i = options.begin(); i != options.end(); ++i) { n++; }
  for (OptionMap::iterator i = options.begin(); (i != options.end()); i++) { n++; }
  for (OptionMap::iterator i = options.begin(); i != options.end() && n < 3; ++i, ++n) { n += 2; }
  OptionMap::iterator b = options.begin();
  while (b != options.end()) { ++b; }
  bool more = b != options.end();
  return n + more;
}
