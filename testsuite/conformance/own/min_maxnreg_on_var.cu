// DESC: __maxnreg__ on a plain variable
int __maxnreg__(32) v;
