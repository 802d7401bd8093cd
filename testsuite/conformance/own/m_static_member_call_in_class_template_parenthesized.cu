template <class T>
struct S {
    static int sg(T) { return 2; }
    static int so(int) { return 2; }
    static int so(long) { return 2; }
    int go() { return 1; }
    int r() { return sg(1) + S::sg(1) + so(1) + S::go() + S<T>::go(); }
};
struct N { static int sg() { return 2; } int r() { return sg() + N::sg(); } };
int use() { S<int> s; return s.r(); }
__global__ void k(int *p) { *p = 1; }
