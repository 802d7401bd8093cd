// DESC: managed var shadowed by param and local
__managed__ int v;
int h(int v) { return v + ::v; }
int g() { { int v = 2; v++; } return v; }
