// DESC: __noinline__ on a host variable
__noinline__ int v;
