struct A { __device__ virtual ~A() {} };
struct B : A { };
struct B2 : B { };
struct C : B2 { ~C() {} };
struct P { virtual ~P() {} };
struct Q : P { int x; };
struct R : Q { __host__ __device__ ~R() {} };
