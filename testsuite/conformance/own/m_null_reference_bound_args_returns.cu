// FLAGS:
// DESC: #284 where a reference is bound to what a null pointer constant points to: a call's reference parameter, a returned reference, a subscript [0], a template body's non-dependent expression; not a by-value parameter, a non-null address or a dependent cast
void take(const int &);
void copy(int);
int &first() { return *(int*)0; }
__device__ int &dfirst() { return ((int*)0)[0]; }
int &second() { return ((int*)0)[1]; }
void h() { take(*(int*)0); take(*(int*)4); copy(*(int*)0); take(*static_cast<int*>(nullptr)); }
template<class T> void t1() { take(*(int*)0); take(*(T*)0); }
__global__ void k() {}
