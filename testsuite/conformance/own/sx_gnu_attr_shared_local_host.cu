// DESC: __attribute__((shared)) local inside a host function
void h() { __attribute__((shared)) int s; (void)s; }
