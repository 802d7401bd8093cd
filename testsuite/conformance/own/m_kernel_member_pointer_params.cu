struct S { int a; float b; int f() const { return a; } };
__global__ void k1(int S::*pm) { }
__global__ void k2(float S::*pm, S *s) { }
__global__ void k4(const int S::*pm, int S::*q) { }
void h(S *s) { k1<<<1, 1>>>(&S::a); k4<<<1, 1>>>(&S::a, &S::a); }
