// DESC: sizeof... converted to int
template <typename... Ts> int f(Ts... ts) { int n = sizeof...(Ts); return n; }
int h() { return f(1, 2); }
