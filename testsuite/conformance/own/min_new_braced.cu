// DESC: new array with braced init
int *h() { return new int[3]{1, 2}; }
