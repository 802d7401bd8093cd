// DESC: VALID: deleted host function
void f(double) = delete;
