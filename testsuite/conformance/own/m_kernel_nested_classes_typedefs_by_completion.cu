namespace g { struct A { struct In { int q; }; float x; struct In2 { int r; }; }; struct B { int y; }; }
__global__ void k(g::B b, g::A a, g::A::In2 i2, g::A::In i) { }
