// DESC: __shared__ namespace-scope variable with an initializer
__shared__ int s = 4;
