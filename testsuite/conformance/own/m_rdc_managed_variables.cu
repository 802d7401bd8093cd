// FLAGS: -rdc=true
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): with separate compilation a managed variable's shadow is hidden after its section, defined (int *dm = 0) or extern (extern int *em), and host code naming it lists it among the device variables of external linkage (/* dm */)
int plain(int x) { return x + 1; }
__managed__ int dm = 4;
extern __managed__ int em;
int h() { return dm + em; }
