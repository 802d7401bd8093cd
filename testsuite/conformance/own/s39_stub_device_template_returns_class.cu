// A device function template returning a class object by value (its type
// fixed, not a template parameter): each instance's `return` goes
// through one temporary of cicc's.
struct Pair { float a, b; };
template <int N> __device__ Pair make(float v) { Pair p = {v * N, v}; return p; }
template <class T> __device__ Pair from(T v) { Pair p = {float(v), 0.0f}; return p; }
template <class T> __global__ void fill(Pair *o, T v) { o[0] = from(v); }

__global__ void k(Pair *o, float x)
{
    o[0] = make<2>(x);
    o[1] = make<3>(x);
    o[2] = make<2>(x);
}
template __global__ void fill<float>(Pair *, float);
template __global__ void fill<int>(Pair *, int);
