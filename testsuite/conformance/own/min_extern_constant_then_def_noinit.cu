// DESC: extern __constant__ then __constant__ definition
extern __constant__ int c;
__constant__ int c;
