// DESC: __grid_constant__ on a parameter of a host function
void h(__grid_constant__ const int x) {}
