// DESC: __constant__ in inline unnamed namespace
inline namespace { __constant__ int c = 1; }
