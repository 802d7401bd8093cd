#include <vector>
// std::vector<T> v{T(), T(1)} inside a template instance.
// A launch argument of unknown type (v[1]) leaves deduction to the others.
template <class T> __global__ void set(T *p, T v) { *p = v; }
template <class T> T first_two(T *dev)
{
    std::vector<T> v{T(), T(1)};
    std::vector<T> w = {T(2), T(3), T(4)};
    set<<<1, 1>>>(dev, v[1]);
    return v[0] + w.back();
}
float use_f(float *d) { return first_two(d); }
int use_i(int *d) { return first_two<int>(d); }
