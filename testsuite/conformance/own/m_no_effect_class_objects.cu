#include <string>
struct P { int v; };
struct Q { Q(); ~Q(); int v; };
enum class EC { A, B };
template <class T> void t(T x, P p) {
    x;
    p;
}
void f(P p, const P& cp, Q q, P* pp, EC ec, std::string s, P arr[2], P&& rr) {
    p;
    cp;
    q;
    *pp;
    ec;
    s;
    arr;
    rr;
    P local{};
    local;
    volatile P vp{};
    vp;
    auto a = p;
    a;
    t(1, p);
}
__device__ void g(P p) { p; }
