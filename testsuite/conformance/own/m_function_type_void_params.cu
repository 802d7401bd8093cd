// DESC: a function type's empty parameter list is printed (void), in pointer declarators, type-ids, template arguments, aliases and casts; a declared function's own () stays
typedef void (*F)();
using G = void (*)();
using H = void();
struct S { void (*cb)(); int (*ops[2])(); };
void take(void (*cb)(), int (*g)(int));
template <class T> struct W {};
W<void()> w;
W<void (*)()> w2;
W<int()> w3;
void f() { void (*p)() = 0; p = (void (*)())0; int (*q[2])() = {0, 0}; }
void (*ret())() { return 0; }
struct C { bool operator()() const { return true; } };
