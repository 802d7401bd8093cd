// FLAGS:
struct M { ~M() {} };
struct S { M m; };
S s;
