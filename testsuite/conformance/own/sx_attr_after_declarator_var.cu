// DESC: __attribute__((device)) after the declarator of a variable
int g __attribute__((device)) = 3;
__global__ void k(int *o) { o[0] = g; }
