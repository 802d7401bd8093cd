// cufe's model of libstdc++: what every other part uses. Declarations only,
// read into the symbol table when the built-in preprocessor skipped the
// standard headers (see std_model.rs); never printed.
// The C headers' global names, which every .cu has (cuda_runtime.h
// includes <stddef.h>): after `using namespace std;` a `size_t` is
// `::size_t`, the one declared outside std.
typedef unsigned long size_t;
typedef long ptrdiff_t;
namespace std {
typedef unsigned long size_t;
typedef long ptrdiff_t;
template <class T> class allocator { public: allocator(); };
// libstdc++'s `vector<T>::iterator` and `string::iterator` are class
// objects, so `*it`, `++it` and `it != e` are operator calls.
template <class T> class __normal_iterator {
public:
  typedef long difference_type;
  __normal_iterator();
  T &operator*() const;
  T *operator->() const;
  T &operator[](difference_type) const;
  __normal_iterator &operator++();
  __normal_iterator operator++(int);
  __normal_iterator &operator--();
  __normal_iterator operator--(int);
  __normal_iterator operator+(difference_type) const;
  __normal_iterator operator-(difference_type) const;
  __normal_iterator &operator+=(difference_type);
  __normal_iterator &operator-=(difference_type);
};
template <class T> bool operator==(const __normal_iterator<T> &, const __normal_iterator<T> &);
template <class T> bool operator!=(const __normal_iterator<T> &, const __normal_iterator<T> &);
template <class T> bool operator<(const __normal_iterator<T> &, const __normal_iterator<T> &);
template <class T> long operator-(const __normal_iterator<T> &, const __normal_iterator<T> &);
// <utility>'s pair, which most containers and algorithms bring along.
template <class A, class B> struct pair {
  A first;
  B second;
  pair();
  pair(const A &, const B &);
  // (libstdc++ declares its assignment: `a = b` is an operator call.)
  pair &operator=(const pair &);
};
template <class A, class B> pair<A, B> make_pair(A, B);
template <class T> struct less { };
template <class T> struct hash { };
template <class T> struct equal_to { };
}
