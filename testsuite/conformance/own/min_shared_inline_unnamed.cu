// DESC: __shared__ in inline unnamed namespace
inline namespace { __shared__ int s; }
