// DESC: __maxnreg__ on a host function
int __maxnreg__(32) f(int x) { return x; }
