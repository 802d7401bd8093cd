// DESC: __managed__ variable of const volatile type in a namespace
namespace a { __managed__ const volatile int v = 0; }
