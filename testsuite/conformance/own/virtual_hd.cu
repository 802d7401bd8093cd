// DESC: class with virtual host functions and device member
struct Base { virtual ~Base() {} virtual int f() { return 1; } __device__ int g() { return 2; } };
struct Der : Base { int f() override { return 3; } };
int h() { Der d; Base &b = d; return b.f(); }
