// DESC: VALID: __global__ declared with a typedef'd void return type (declaration only)
typedef void V;
__global__ V k();
