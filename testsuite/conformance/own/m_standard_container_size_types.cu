// DESC: a standard container's size() and length() return size_type: a member typedef of its own (size_t) or one reached through its allocator's traits (std::size_t); its conversions show; >> closing two template argument lists in a parameter type
namespace std {
typedef unsigned long size_t;
template <class C> struct char_traits {};
template <class T> class allocator {};
template <class A> struct allocator_traits { typedef std::size_t size_type; };
inline namespace __cxx11 {
template <class C, class Tr = char_traits<C>, class A = allocator<C> > class basic_string {
  typedef allocator_traits<A> _Alloc_traits;
public:
  typedef typename _Alloc_traits::size_type size_type;
  size_type length() const;
  size_type size() const;
};
}
typedef basic_string<char> string;
template <class T, class A = allocator<T> > class vector {
public:
  typedef size_t size_type;
  size_type size() const;
  T &operator[](size_type);
};
}
struct Seq { std::string seq; std::vector<int> reads; };
int f(std::vector<float> &v, std::string &s, Seq &q, const std::vector<std::vector<int>> &M) {
  int n = v.size();
  int m;
  m = v.size();
  int len = s.length() - 1;
  m = s.length();
  m = q.seq.size();
  m = q.reads.size();
  if (s.length() == 0) return 1;
  return n + m + len;
}
__global__ void k(int *p) { p[0] = 1; }
int main() { return 0; }
