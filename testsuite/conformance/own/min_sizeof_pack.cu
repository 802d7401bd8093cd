// DESC: sizeof... in expression
template <typename... Ts> int f(Ts... ts) { return sizeof...(Ts) + sizeof...(ts); }
int h() { return f(1, 2); }
