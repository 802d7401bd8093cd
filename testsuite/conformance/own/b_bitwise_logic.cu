// DESC: bitwise/logical/shift ops with mixed precedence
int h(int a, int b, unsigned u) { return (a & b | a ^ b) + (u >> 2 << 1) + (!a || b && a) + ~a + -b + +a; }
