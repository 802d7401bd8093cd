// DESC: wide char literal as binary operand
int h(int a) { return a + L'B'; }
