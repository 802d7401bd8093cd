// DESC: __shared__ applied to a function
__shared__ int f(int x) { return x; }
