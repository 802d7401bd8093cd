// DESC: managed found via file-scope using-directive
namespace b { __managed__ int x; }
using namespace b;
int h() { return x; }
