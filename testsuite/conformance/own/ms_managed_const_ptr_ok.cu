// DESC: VALID: __managed__ pointer-to-const (the pointer itself is not const)
__managed__ const int *p;
void h() { p = nullptr; }
