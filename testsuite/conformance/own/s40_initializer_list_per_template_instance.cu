// Each instance of a function template that braces a std::vector<T> makes an initializer list of its T
// (two temporaries per element type, counted once per unit).
#include <vector>
__global__ void k(int *p) { *p = 1; }
template <class T> T f() { std::vector<T> v{T(), T(1)}; return v[0]; }
int g() { return f<int>() + f<float>(); }
int h() { std::vector<int> w{1, 2}; return w[1]; }
