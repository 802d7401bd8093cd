// FLAGS: -std=c++20
#include <concepts>
// A concept-constrained kernel template.
template <class T> concept Arith = std::integral<T> || std::floating_point<T>;
template <Arith T> __global__ void scale(T *p, T f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= f;
}
void launch(float *a, int *b, int n)
{
    scale<<<1, n>>>(a, 2.0f, n);
    scale<int><<<1, n>>>(b, 3, n);
}
