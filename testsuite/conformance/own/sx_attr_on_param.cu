// DESC: __constant__ on a host function parameter
void h(__constant__ int x) {}
