// DESC: plain C++ tentative-like redefinition int x; int x;
int x;
int x;
