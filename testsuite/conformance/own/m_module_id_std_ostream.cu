// DESC: the module id of an operator<< on std::ostream: std::basic_ostream<char, std::char_traits<char> > is abbreviated So and is no substitution candidate
namespace std {
template <class C> struct char_traits {};
template <class C, class Tr = char_traits<C> > class basic_ostream {};
typedef basic_ostream<char> ostream;
}
struct ImgPixel { int a; };
std::ostream &operator<<(std::ostream &os, const ImgPixel &p) { return os; }
__global__ void k(int *p) { p[0] = 1; }
int main() { return 0; }
