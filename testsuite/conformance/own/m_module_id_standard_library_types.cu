// DESC: the module id names a function taking standard library types: default template arguments filled in from earlier arguments and named from the template's scope, std::allocator as Sa, names in std nested as NSt..., the library's std::string in its inline namespace; the class of an explicit instantiation's declaration is the one defined
namespace std {
template <class C> struct char_traits {};
template <class T> class allocator {};
inline namespace __cxx11 {
template <class C, class Tr = char_traits<C>, class A = allocator<C> > class basic_string {};
}
extern template class basic_string<char>;
typedef basic_string<char> string;
template <class T, class A = allocator<T> > class vector {};
}
struct AIGMan {};
void readHandler(AIGMan &m, const std::vector<std::string> &args) {}
__global__ void k(int *p) { p[0] = 1; }
int main() { return 0; }
