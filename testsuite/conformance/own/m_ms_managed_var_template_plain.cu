// DESC: __managed__ variable template specialisations used in a binary expression in host code
template <typename T> __managed__ T val = T(1);
long h() { return val<int> + val<long>; }
