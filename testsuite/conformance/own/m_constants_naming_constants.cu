// DESC: a namespace constant whose initializer names other constants (1 << log2Data) is a constant: initializers using it are folded in parentheses; NULL default arguments in a definition's later-line parameters are 0
#include <stddef.h>
const int log2Data = 23;
const int dataN = 1 << log2Data;
const int DATA_SIZE = dataN * sizeof(float);
const double NOPS = 3.0 * (double)dataN * (double)log2Data / 2.0;
void q(int a,
       int *p = NULL);
