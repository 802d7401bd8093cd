// DESC: static __shared__ variable inside a host function
void h() { static __shared__ int s; s = 1; }
