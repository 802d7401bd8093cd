// <tuple>: a variadic class template, whose instances mangle their
// arguments as one pack (`St5tupleIJifcEE`), and what makes one.
namespace std {
template <class... _Elements> class tuple {
public:
  tuple();
  tuple(const _Elements &...);
  tuple &operator=(const tuple &);
  void swap(tuple &);
};
template <class... _Elements> tuple<_Elements...> make_tuple(_Elements &&...);
template <class... _Elements> tuple<_Elements &...> tie(_Elements &...);
template <class _Tp> struct tuple_size;
template <size_t _Int, class _Tp> struct tuple_element;
}
