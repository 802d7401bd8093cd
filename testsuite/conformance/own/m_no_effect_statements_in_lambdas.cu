void f(int a, int b) {
    int r = 0;
    auto l = [&] { a + b; r = (a, b); return r; };
    auto m = [=](int c) { auto n = [&] { c * 2; (a, c); }; n(); };
    r = l() + (a, b);
    m(1);
}
