// FLAGS:
struct S { ~S(); };
S s;
