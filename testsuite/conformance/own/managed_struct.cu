// DESC: managed struct with member access
struct S { int a; float b; int arr[4]; };
__managed__ S s;
int h() { s.a = 1; s.arr[2] = 3; S *p = &s; return s.a + p->arr[2] + (int)s.b; }
