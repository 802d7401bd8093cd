// FLAGS: --extended-lambda -std=c++17
// DESC: extended device lambda capturing *this in member function
template <typename F> __global__ void run(F f) { f(); }
struct S { int v; int *o; void go() { run<<<1, 1>>>([*this] __device__ () { o[0] = v; }); } };
void h(S &s) { s.go(); }
