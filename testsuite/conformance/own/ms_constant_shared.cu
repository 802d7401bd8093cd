// DESC: __constant__ __managed__ on one variable
__constant__ __managed__ int x;
