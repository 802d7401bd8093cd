void f(int a, int b) {
    int r = 0;
    auto l = [&] { r = (a, b); return r; };
    auto m = [&] { auto n = [&] { r = (a, b + 1); }; n(); };
    r = l() + (a, b);
    m();
}
__device__ void g(int a, int b) {
    int r = 0;
    auto l = [&] { r = (a, b); return r; };
    r = l();
}
