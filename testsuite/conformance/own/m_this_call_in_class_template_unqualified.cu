template <class T>
struct S {
    int go() { return 1; }
    int ov(int a) { return a; }
    int ov(double) { return 2; }
    template <class U> int tg() { return 3; }
    int run() { return this->go() + this->ov(1) + this->tg<int>(); }
    int hidden() { int go = 3; return this->go() + go; }
    int later();
    struct In { int g() { return 1; } int h() { return this->g(); } };
};
template <class T> int S<T>::later() { return this->go() + this->S::go(); }
int use() { S<int> s; return s.run(); }
__global__ void k(int *p) { *p = 1; }
