// DESC: using-declaration through namespace alias
namespace n1 { void f(); }
namespace al = n1;
using al::f;
