// DESC: a parenthesized sum over several lines at namespace scope (restart warning at its parenthesis)
int a;
(1 +
 2 +
 3 +
 4);
int b;
