volatile const int a = 1;
int volatile const b = 2;
const int volatile c = 3;
volatile int const d = 4;
void f(volatile const int* p, int volatile const* q, volatile const int& r) {}
struct S { volatile const int m; S() : m(0) {} };
template <class T> void g(volatile const T* p) {}
int const volatile e = 5;
unsigned long volatile const f2 = 6;
struct W { int x; };
W volatile const w = {1};
void h(W const volatile* p, int const* q, int volatile* r) {}
