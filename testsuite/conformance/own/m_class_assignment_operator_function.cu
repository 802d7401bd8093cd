// DESC: assigning to a class object whose class declares operator= (a template's too, through typedefs and references) calls that operator function: printed in parentheses, a call or string operand in its own
namespace lib {
inline namespace v1 {
template <typename T> class basic_buf {
public:
  basic_buf();
  basic_buf(const T *s);
  basic_buf(const basic_buf &o);
  basic_buf &operator=(const basic_buf &o);
  basic_buf &operator=(const T *s);
  T *data;
};
}
typedef basic_buf<char> buf;
template <typename T> class list {
public:
  list();
  list(const list &o);
  list &operator=(const list &o);
  T *items;
};
}
struct R { int x; };
struct Plain { int a; };
lib::list<R> make(int n);
void g(lib::list<float> &out, const lib::list<float> &in, int n, Plain &p, const Plain &q) {
  out = in;
  lib::list<R> result;
  result = make(n);
  lib::list<R> other;
  other = result;
  lib::buf s;
  s = "abc";
  lib::buf t;
  t = s;
  p = q;
}
