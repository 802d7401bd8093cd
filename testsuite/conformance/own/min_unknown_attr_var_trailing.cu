// DESC: unknown trailing GNU attribute on a plain host variable
int v __attribute__((frobnicate));
