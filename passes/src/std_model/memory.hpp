// <memory>: smart pointers, whose `*p` and `p->m` are operator calls.
namespace std {
template <class T> struct default_delete { };
template <class T, class D = default_delete<T> > class unique_ptr {
public:
  unique_ptr();
  explicit unique_ptr(T *);
  unique_ptr &operator=(unique_ptr &&);
  T &operator*() const;
  T *operator->() const;
  T *get() const;
  T *release();
  void reset(T * = 0);
  explicit operator bool() const;
};
template <class T, class D> class unique_ptr<T[], D> {
public:
  unique_ptr();
  explicit unique_ptr(T *);
  T &operator[](unsigned long) const;
  T *get() const;
  void reset(T * = 0);
};
template <class T> class shared_ptr {
public:
  shared_ptr();
  explicit shared_ptr(T *);
  shared_ptr &operator=(const shared_ptr &);
  T &operator*() const;
  T *operator->() const;
  T *get() const;
  long use_count() const;
};
template <class T, class... A> unique_ptr<T> make_unique(A &&...);
template <class T, class... A> shared_ptr<T> make_shared(A &&...);
}
