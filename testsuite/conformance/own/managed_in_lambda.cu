// DESC: managed var used inside host lambda
__managed__ int total;
int h(int n) { auto f = [](int x) { total += x; return total; }; auto g = [&]() { return total * n; }; f(3); return g(); }
