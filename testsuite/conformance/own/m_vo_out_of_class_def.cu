// DESC: override declared __device__ in the class and defined __device__ outside the class; base virtual is host
struct Base { virtual int f(); };
int Base::f() { return 0; }
struct Derived : Base { __device__ int f() override; };
__device__ int Derived::f() { return 1; }
