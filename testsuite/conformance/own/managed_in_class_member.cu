// DESC: managed var used in class member function and default arg
__managed__ int scale = 2;
struct C { int v; int get() const { return v * scale; } void set(int x = 1) { v = x + scale; } };
int h() { C c{1}; c.set(); return c.get(); }
