// FLAGS: -rdc=true
// DESC: VALID: extern __managed__ variable with -rdc=true, used on host
extern __managed__ int m;
void h() { m = 2; }
