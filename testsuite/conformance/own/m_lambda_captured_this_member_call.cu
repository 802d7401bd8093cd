template <class T>
struct S {
    int x;
    int go() { return 1; }
    int r1() { auto l = [this]() { return this->go() + this->x + go() + x; }; return l(); }
};
struct N {
    int x;
    int go() { return 1; }
    int r1() { auto l = [this]() { return this->go() + this->x + go() + x; }; return l(); }
};
__global__ void k(int *p) { *p = 1; }
