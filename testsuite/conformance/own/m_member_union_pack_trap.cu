struct G
{
    struct A { int a; };
    struct B { int b; };
    union __attribute__((aligned(8))) {
        A x;
        B y;
    } _data;
    int n;
};
int use(G &g) { return g._data.x.a + g.n; }
template <typename... Args> __device__ void dv(int a, Args &&...args) { (void)a; }
template <typename... Args> __device__ __forceinline__ int dcount(Args... args) { return sizeof...(args); }
