// DESC: module id: host var of class with non-trivial dtor
struct S { int v; ~S() {} };
S s;
