void f() __attribute__((device)) {}
void h() { f(); }
