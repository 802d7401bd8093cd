// DESC: __managed__ array of a class with a host constructor
struct S { int v; S() : v(1) {} };
__managed__ S arr[4];
