// DESC: managed found via using-directive
namespace b { __managed__ int x; }
int h() { using namespace b; return x; }
