// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a managed variable named through a using-declaration (namespace scope) or a block-scope using-directive is accessed with the runtime check as any other; a local of the same name still hides it
namespace b { __managed__ int x; __managed__ float y; }
namespace c { __managed__ int z; }
using b::x;
int h() { return x + 1; }
int g() { using namespace c; z = 2; return z; }
float f() { using namespace b; float r = y; { int y = 3; r += y; } return r; }
