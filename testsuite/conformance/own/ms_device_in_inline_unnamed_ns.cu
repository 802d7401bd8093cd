// DESC: __constant__ variable inside an inline unnamed namespace
inline namespace { __constant__ int c = 1; }
