// DESC: __cluster_dims__ on a host function
void __cluster_dims__(2, 1, 1) h(float *p) { p[0] = 0; }
