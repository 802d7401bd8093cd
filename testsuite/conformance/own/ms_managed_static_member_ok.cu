// DESC: VALID: __managed__ static data member defined outside the class
struct S { static __managed__ int counter; };
__managed__ int S::counter = 0;
void h() { S::counter++; }
