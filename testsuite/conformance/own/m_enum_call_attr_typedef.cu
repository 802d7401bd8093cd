// DESC: a function's result typed by a typedef of an enumeration written with attributes (as the runtime's cudaError_t is) is promoted by operators
enum myErr { myOk = 0, myBad = 1 };
typedef __attribute__((aligned(4))) enum myErr myErr_t;
myErr_t op1(int);
template <class T> myErr_t op1(T *, int);
int main() { int *p = 0; if ((op1(p, 1)) != myOk) return 1; return op1(2) == myBad ? 2 : 0; }
