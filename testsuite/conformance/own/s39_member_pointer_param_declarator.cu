// A parameter declared as a pointer to member in parentheses
// (`int (Obj::*field)`) is a parameter list, not
// a functional cast: the function is declared and defined as written, and
// a kernel after it is one.
__global__ void first(int *p) { *p = 0; }

struct Obj { int id; float w; };

int take_field(int (Obj::*field), int n) { return n; }
float weight(const Obj &o, float (Obj::*w)) { return o.*w; }

__global__ void k(int *p) { *p = 1; }
