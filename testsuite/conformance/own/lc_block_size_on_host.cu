// DESC: __block_size__ on a host function
void __block_size__((64, 1, 1)) h(float *p) { p[0] = 0; }
