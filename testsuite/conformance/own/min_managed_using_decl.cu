// DESC: managed found via using-declaration
namespace b { __managed__ int x; }
using b::x;
int h() { return x; }
